// The brief's hooks composed by hand, written only from their types and the README (no casts, no
// import but the package's entry points): useQuote → useSignPayloads → useExecute →
// useSupertxReceipt, with useBuildInstructions → usePrepare7702 (its authorize() signs the
// delegation, its authorizations go into useQuote's request) before them in eoa-7702, and useUpgrade before them for a legacy account; rendered inside the app's
// providers on the devnet and clicked like a user. The request leaves out what the kit fills in
// (the owner: the connected account; in eoa the funding tokens its flows spend), so what useQuote
// returns must be what the next step signs. test/react/hooks-composition.test-d.ts holds the same
// chain at the type level.
import { fireEvent, render, screen, waitFor } from '@testing-library/react'
import { type Address, concat, erc20Abi } from 'viem'
import { describe, expect, it } from 'vitest'
import { Providers } from '../../../examples/hooks/providers.js'
import type { ComposeFlow } from '../../../src/core/index.js'
import {
  type UseQuoteParameters,
  useBuildInstructions,
  useExecute,
  usePrepare7702,
  useQuote,
  useSignPayloads,
  useSupertxReceipt,
  useUpgrade,
} from '../../../src/react/index.js'
import { DEV_ACCOUNT } from './accounts.js'
import {
  balanceOf,
  chainA,
  devnet,
  makeLegacyAccount,
  publicClient,
  recipient,
  renderEnv,
  transfer,
  USDC,
  wait,
} from './env.js'

function Checkout({ request }: { request: UseQuoteParameters }) {
  const quote = useQuote(request)
  const sign = useSignPayloads()
  const execute = useExecute()
  const receipt = useSupertxReceipt({ supertxHash: execute.data?.supertxHash })

  async function pay() {
    if (!quote.data) return
    const { signedQuote } = await sign.signPayloadsAsync({
      quote: quote.data,
      request: quote.request,
    })
    await execute.executeAsync({ signedQuote })
  }

  if (quote.error) return <p role="alert">{quote.error.message}</p>
  if (!quote.data) return <p>Quoting…</p>
  return (
    <div>
      <p>Fee: {quote.data.fee.amount}</p>
      <button type="button" onClick={pay} disabled={!sign.isIdle}>
        Pay
      </button>
      {sign.error && <p role="alert">{sign.error.message}</p>}
      {execute.error && <p role="alert">{execute.error.message}</p>}
      <p role="status">{receipt.data?.status ?? 'not sent'}</p>
    </div>
  )
}

type BuildFlow = Extract<ComposeFlow, { type: '/instructions/build' }>

/**
 * eoa-7702: what the delegation will be is known from the call's instructions before quoting; the
 * user's press signs it, and the quote request carries what was signed.
 */
function DelegateThenCheckout({ flow }: { flow: BuildFlow }) {
  const build = useBuildInstructions(flow.data)
  const prepare = usePrepare7702({ mode: 'eoa-7702', instructions: build.data?.instructions })
  if (prepare.authorizations)
    return (
      <Checkout
        request={{ mode: 'eoa-7702', composeFlows: [flow], authorizations: prepare.authorizations }}
      />
    )
  if (prepare.error) return <p role="alert">{prepare.error.message}</p>
  if (!prepare.data) return <p>Reading the delegation…</p>
  return (
    <div>
      <p>
        Delegations to sign:{' '}
        {prepare.data.map((a) => `${a.address} on chain ${a.chainId}`).join(', ')}
      </p>
      <button type="button" onClick={prepare.authorize}>
        Delegate
      </button>
      {prepare.authorizeError && <p role="alert">{prepare.authorizeError.message}</p>}
    </div>
  )
}

/** A legacy (2.1.0) account is upgraded first; later quotes go through it (`accountAddress`). */
function UpgradeThenCheckout({ composeFlows }: { composeFlows: ComposeFlow[] }) {
  const upgrade = useUpgrade({ mode: 'smart-account' })
  if (upgrade.upgradeStatus === 'needed')
    return (
      <button type="button" onClick={upgrade.upgrade}>
        Upgrade
      </button>
    )
  if (upgrade.upgradeStatus === 'error')
    return <p role="alert">{(upgrade.error ?? upgrade.lookup.error)?.message}</p>
  if (upgrade.upgradeStatus !== 'upgraded') return <p>Account: {upgrade.upgradeStatus}</p>
  return (
    <Checkout
      request={{ mode: 'smart-account', accountAddress: upgrade.accountAddress, composeFlows }}
    />
  )
}

/**
 * Renders `ui` for one dev account, runs `look` (what the page shows first), clicks `steps` then
 * Pay, and waits for `success`.
 */
async function run(
  account: number,
  ui: React.ReactNode,
  steps: string[] = [],
  look: (
    wallet: Awaited<ReturnType<typeof renderEnv>>['wallet'],
  ) => Promise<unknown> = async () => {},
) {
  const { wagmiConfig, wallet, owner } = await renderEnv(account)
  render(
    <Providers wagmiConfig={wagmiConfig as never} apiUrl={devnet.apiUrl} apiKey={devnet.apiKey}>
      {ui}
    </Providers>,
  )
  await look(wallet)
  for (const name of steps) fireEvent.click(await screen.findByRole('button', { name }, wait))
  fireEvent.click(await screen.findByRole('button', { name: 'Pay' }, wait))
  await waitFor(() => {
    expect(screen.queryByRole('alert')).toBeNull()
    expect(screen.getByRole('status').textContent).toBe('success')
  }, wait)
  return { wallet, owner }
}

const approve = (spender: Address, amount: bigint): ComposeFlow => ({
  type: '/instructions/build',
  data: {
    to: USDC,
    chainId: chainA.id,
    functionSignature: 'function approve(address spender, uint256 amount)',
    args: [spender, amount.toString()],
  },
})

const allowance = (owner: Address) =>
  publicClient().readContract({
    address: USDC,
    abi: erc20Abi,
    functionName: 'allowance',
    args: [owner, recipient],
  })

describe('the hooks composed by hand, from their types and the README', () => {
  it('eoa, no owner and no funding tokens given: the quote fills them in, one permit, success', async () => {
    const composeFlows: ComposeFlow[] = [transfer(USDC, 31_000n)]
    const before = await balanceOf(USDC, recipient)
    const { wallet } = await run(
      DEV_ACCOUNT.examples,
      <Checkout request={{ mode: 'eoa', composeFlows }} />,
    )
    expect(wallet.prompts).toEqual([{ method: 'eth_signTypedData_v4' }])
    expect(await balanceOf(USDC, recipient)).toBe(before + 31_000n)
  })

  it('smart-account: one EIP-712 SuperTx signature over the quote, success', async () => {
    const { wallet } = await run(
      DEV_ACCOUNT.examples,
      <Checkout request={{ mode: 'smart-account', composeFlows: [approve(recipient, 5n)] }} />,
    )
    expect(wallet.prompts).toEqual([{ method: 'eth_signTypedData_v4' }])
  })

  it('eoa-7702: useBuildInstructions → usePrepare7702 shows the delegation, its authorize() signs it, useQuote quotes with it, the quote runs from the EOA', async () => {
    const { owner } = await renderEnv(DEV_ACCOUNT.hooksEip7702)
    expect(await publicClient().getCode({ address: owner })).toBeUndefined()
    let shown = ''
    const { wallet } = await run(
      DEV_ACCOUNT.hooksEip7702,
      <DelegateThenCheckout flow={transfer(USDC, 0n)} />,
      ['Delegate'],
      async (wallet) => {
        // What usePrepare7702 shows before the wallet is asked anything.
        shown = (await screen.findByText(/^Delegations to sign:/, {}, wait)).textContent ?? ''
        expect(wallet.prompts).toEqual([])
      },
    )
    const [, delegate, chainId] = /(0x[0-9a-fA-F]{40}) on chain (\d+)$/.exec(shown) ?? []
    expect(Number(chainId)).toBe(chainA.id)
    expect(wallet.prompts[0]).toEqual({ method: 'wallet_signAuthorization' })
    expect(wallet.prompts).toHaveLength(2)
    // The EOA now delegates to the contract usePrepare7702 named, and ran the quote itself.
    expect(await publicClient().getCode({ address: owner })).toBe(
      concat(['0xef0100', delegate as Address]).toLowerCase(),
    )
  })

  it('useUpgrade → useQuote: a legacy account is upgraded, then quoted through its own address', async () => {
    const { owner } = await renderEnv(DEV_ACCOUNT.hooksUpgrade)
    const legacy = await makeLegacyAccount(owner)
    expect(await allowance(legacy)).toBe(0n)
    const { wallet } = await run(
      DEV_ACCOUNT.hooksUpgrade,
      <UpgradeThenCheckout composeFlows={[approve(recipient, 7n)]} />,
      ['Upgrade'],
    )
    // One signature for the upgrade (the 2.1.0 account's root), one for the quote (the upgraded
    // account's SuperTx); the approval ran from the legacy address.
    expect(wallet.prompts).toEqual([
      { method: 'personal_sign' },
      { method: 'eth_signTypedData_v4' },
    ])
    expect(await allowance(legacy)).toBe(7n)
  }, 120_000)
})
