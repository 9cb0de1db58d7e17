// Which dev account (test-mnemonic index) each devnet hook test uses. The test files of a project
// share one devnet, so an account whose state a test changes (a 7702 delegation, an upgraded
// legacy account, nonces) belongs to that test alone.
export const DEV_ACCOUNT = {
  /**
   * Query hooks, API errors, one onchain approval (progress per item), useBalanceChanges' eoa
   * transfer and a flow of the smart
   * account that reverts: none of them depends on what another changes.
   */
  queries: 0,
  /** eoa-7702 step by step: usePrepare7702 → useQuote → useSignPayloads → useExecute. */
  eip7702Steps: 1,
  smartAccount: 2,
  permit: 3,
  onchain: 4,
  rejection: 5,
  /** eoa-7702 through useSupertransaction: 412 → authorizing → … → success. */
  eip7702Supertransaction: 6,
  /** Owner of a legacy 2.1.0 account created at start (`legacyAccounts`), upgraded by useUpgrade. */
  legacy: 7,
  /**
   * docs/hooks.md's examples (examples/hooks), including an upgrade of a legacy account, and the
   * hooks composed by hand (hooks-composition.test.tsx): each compares only balances it read.
   */
  examples: 8,
  /**
   * Receives transfers; signs nothing but the FlowBuilder test's funding transfer (no test reads
   * its nonce, and each test compares only the balances it read itself).
   */
  recipient: 9,
  /**
   * Past the funded ten (10–12 are the devnet's own): an owner whose legacy account a test makes
   * itself through POST /dev/legacy-account, then upgrades with <UpgradeNotice>.
   */
  upgradeNotice: 20,
  /** Unfunded too: approves a spender through its smart account, tracked by <SupertxTracker>. */
  tracker: 21,
  /**
   * Owner of the FlowBuilder test's smart account: beyond the funded range on purpose (it holds
   * nothing; smart-account mode only asks it for a personal signature, and no fee token is set).
   * Its smart account is funded in that test from the `recipient` account.
   */
  flowBuilder: 22,
  /**
   * Unfunded too: the FlowBuilder Max test funds it with a known USDC amount from `recipient` and
   * only reads its balance afterwards.
   */
  flowBuilderMax: 23,
  /**
   * Unfunded too: the Max-by-mode test funds it and its smart account with different USDC amounts
   * from `recipient`, then spends the smart account's whole balance from it (smart-account mode).
   */
  flowBuilderMaxModes: 24,
  /**
   * Unfunded too: eoa-7702 with the app's multichain opt-in (one `chainId: 0` authorization); its
   * flows move 0 USDC, so it needs no funds (fees sponsored).
   */
  eip7702Multichain: 25,
  /**
   * Unfunded too: the live-Max test renders the builder while it holds nothing, then funds it
   * with USDC from `recipient` and only reads its balance.
   */
  flowBuilderLive: 26,
  /**
   * Unfunded too: the funding-step test gives its EOA ETH and USDC from `recipient`; its smart
   * account holds nothing until the supertransaction's funding step sends it what the flows spend.
   */
  accountFunding: 27,
  /**
   * Unfunded too: the stopped-run test funds its EOA from `recipient`; its smart account keeps
   * what a stopped run sent it, so it is used by no other test.
   */
  accountFundingStopped: 28,
  /** Unfunded too: as `accountFundingStopped`, funding its smart account on two chains. */
  accountFundingStoppedTwoChains: 29,
  /**
   * Unfunded too: eoa-7702 through <Supertransaction>, its delegation reviewed before the wallet
   * is asked; its flow moves 0 USDC, so it needs no funds (fees sponsored).
   */
  eip7702Review: 30,
  /**
   * Unfunded too: the hooks composed by hand in eoa-7702 (usePrepare7702 in the chain); delegates
   * itself, so no other test may use it. Its flow moves 0 USDC (fees sponsored).
   */
  hooksEip7702: 31,
  /**
   * Unfunded too: the hooks composed by hand with useUpgrade; the test makes its legacy account
   * (POST /dev/legacy-account), upgrades it, then quotes an approval from it.
   */
  hooksUpgrade: 32,
} as const
