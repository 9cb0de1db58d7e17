'use client'
export const upgradeNoticeMessages = {
  title: 'Account upgrade available',
  /** The title once the upgrade went through. */
  upToDate: 'Your account is up to date',
  explain: ({ chains }: { chains: string }) =>
    `Your orchestrator account on ${chains} runs version 2.1.0. Upgrading moves it to 2.2.1 at the same address: your funds stay where they are, and it takes one signature.`,
  unknownChain: ({ chainId }: { chainId: number }) => `chain ${chainId}`,
  upgrade: 'Upgrade account',
  /** An `ownerAddress` other than the connected account: only the owner's wallet can sign. */
  wrongAccount: (v: { owner: string; connected: string }) =>
    `Switch your wallet to the owner’s account ${v.owner}: the connected account ${v.connected} is not the owner of these accounts, so it cannot sign the upgrade.`,
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
