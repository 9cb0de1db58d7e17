'use client'
export const upgradeNoticeMessages = {
  title: 'Account upgrade available',
  /** The title once the upgrade went through. */
  upToDate: 'Your account is up to date',
  explain: ({ chains }: { chains: string }) =>
    `Your orchestrator account on ${chains} runs version 2.1.0. Upgrading moves it to 2.2.1 at the same address: your funds stay where they are, and it takes one signature.`,
  unknownChain: ({ chainId }: { chainId: number }) => `chain ${chainId}`,
  upgrade: 'Upgrade account',
  checking: 'Checking your accounts…',
  steps: {
    lookup: 'Looking up your accounts…',
    quoting: 'Preparing the upgrade…',
    signing: 'Waiting for your signature…',
    executing: 'Submitting the upgrade…',
    tracking: 'Upgrading on chain…',
  },
  upgraded: 'Your account is upgraded to 2.2.1. Nothing else to do.',
  failed: 'The upgrade did not go through.',
}
