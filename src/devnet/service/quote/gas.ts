/** Gas the quote budgets per user op beyond its calls (shown in the op and charged in the fee). */
export const VERIFICATION_GAS = 150_000n
export const PRE_VERIFICATION_GAS = 50_000n

/** Gas budgeted for the fee payment call (an ERC-20 transfer to the node). */
export const FEE_CALL_GAS = 100_000n

/** Gas assumed for a call without `gasLimit`; the engine estimates the real figure before sending. */
export const DEFAULT_CALL_GAS = 300_000n

/**
 * Verification gas added to the op that deploys the account (carries initCode): the EntryPoint's
 * SenderCreator runs the factory (a proxy by CREATE2 and the bootstrap's validator install) inside
 * validation, which 150,000 does not cover (AA26).
 */
export const DEPLOY_VERIFICATION_GAS = 500_000n
