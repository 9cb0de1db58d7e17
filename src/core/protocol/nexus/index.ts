// The real service's encoding: Nexus (ERC-7579) user ops behind EntryPoint v0.7, their hashes, the
// quote's sorted Merkle root and the payloads the owner signs. Pure functions on viem; the checks
// before signing use them in src/core/verify/nexus (https://github.com/supertx-kit/supertx-kit/blob/main/docs/nexus-encoding.md).
export * from './call-data.js'
export * from './constants.js'
export * from './mee-hash.js'
export * from './merkle.js'
export * from './payloads.js'
export * from './types.js'
export type { ApiUserOp, NexusNonce, UserOpV07 } from './user-op.js'
export { readApiUserOp, readNexusNonce, userOpHash } from './user-op.js'
