// Entry point `supertx-kit/query`: TanStack Query options factories and query keys (filled by the hooks work).
export const supertxQueryKeyPrefix = 'supertx' as const
