/** What the details page shows, independent of the receipt's wire shape. */
export type DetailsView = {
  supertxHash: string
  /** As the receipt reports it, e.g. `PENDING`, `SUCCESS`, `FAILED`. */
  status: string
  /** True while any user op can still change: the page then refreshes itself. */
  pending: boolean
  ops: DetailsOpView[]
}

export type DetailsOpView = {
  chainId: number
  status: string
  userOpHash?: string
  txHash?: string
  /** Why the op failed, as the engine reported it. */
  error?: string
  isCleanUp?: boolean
}
