'use client'
export const explorerLinkMessages = {
  /** The supertransaction's page. External tests click a link of exactly this name. */
  supertx: 'View on explorer',
  /** A transaction's page, named by its shortened hash. */
  transaction: ({ hash }: { hash: string }) => `Transaction ${hash}`,
  newTab: 'Opens in a new tab.',
}
