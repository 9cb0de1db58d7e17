// <FlowBuilder> used as a person does: by role and name, typing, tabbing and pressing buttons.
// What it hands the app is compared with what the API's own schema accepts.
import { cleanup, render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import axe from 'axe-core'
import { useState } from 'react'
import { type Chain, defineChain } from 'viem'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { createConfig, http, WagmiProvider } from 'wagmi'
import * as z from 'zod/mini'
import { getLiveRegion } from '../../../fixtures/harness/live-region.js'
import {
  createFlowDraft,
  fromComposeFlows,
  toComposeFlows,
} from '../../../src/core/flow-drafts/index.js'
import type { FlowDraft } from '../../../src/core/flow-drafts/types.js'
import { composeFlowSchema } from '../../../src/core/schemas/compose-flow.js'
import {
  FlowBuilder,
  type FlowBuilderProps,
} from '../../../src/react/components/FlowBuilder/FlowBuilder.js'
import { defaultUi, SupertxUiContext } from '../../../src/react/ui/ui-context.js'

afterEach(cleanup)

const chain = (id: number, name: string): Chain =>
  defineChain({
    id,
    name,
    nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
    rpcUrls: { default: { http: ['http://127.0.0.1:9'] } },
  })
const chains = [chain(8453, 'Base'), chain(10, 'OP Mainnet')]
const USDC = '0x833589fCD6eDb6E08f4c7C32D4f71b54bdA02913'
const WETH = '0x4200000000000000000000000000000000000006'
const BOB = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
const tokenList = {
  name: 'test',
  tokens: [
    { chainId: 8453, address: USDC, symbol: 'USDC', name: 'USD Coin', decimals: 6 },
  ] as const,
}

function setup(props: Partial<FlowBuilderProps> = {}) {
  const onChange = vi.fn()
  const user = userEvent.setup({ delay: null })
  const view = render(
    <SupertxUiContext.Provider value={{ ...defaultUi, tokenList }}>
      <FlowBuilder chains={chains} onChange={onChange} {...props} />
    </SupertxUiContext.Provider>,
  )
  /** The last `{ composeFlows, issues }` the app got. */
  const last = () => onChange.mock.calls.at(-1)?.[1]
  return { user, onChange, last, view }
}

type User = ReturnType<typeof userEvent.setup>

/** Types text as a person pastes it (brackets and braces would be key names to `type`). */
async function fill(user: User, element: HTMLElement, text: string) {
  await user.clear(element)
  await user.click(element)
  await user.paste(text)
}

/** The text of the elements `element` is described by (its hint, its error). */
const description = (element: HTMLElement) =>
  (element.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .filter(Boolean)
    .map((id) => document.getElementById(id)?.textContent)
    .join(' ')

const flow = (name: string) => screen.getByRole('group', { name })
const accepted = (flows: unknown[]) => flows.every((f) => z.safeParse(composeFlowSchema, f).success)

async function addFlow(user: User, type: string) {
  await user.selectOptions(screen.getByRole('combobox', { name: 'New flow type' }), type)
  await user.click(screen.getByRole('button', { name: 'Add flow' }))
}

describe('FlowBuilder: typing each flow type into valid compose flows', () => {
  it('build: a transfer typed field by field; 1.5 with 6 decimals is 1500000; focus starts at its first field', async () => {
    const { user, last } = setup()
    expect(screen.getByText('No flows yet. Pick a type and add the first one.')).toBeDefined()
    await addFlow(user, 'build')
    const card = flow('Flow 1: build')
    const target = within(card).getByRole('textbox', { name: 'Target address' })
    expect(document.activeElement).toBe(target)
    expect(getLiveRegion().textContent).toBe('Flow 1 added: build.')
    await user.type(target, USDC)
    await user.selectOptions(within(card).getByRole('combobox', { name: 'Chain' }), 'Base')
    await fill(
      user,
      within(card).getByRole('textbox', { name: 'Function signature' }),
      'function transfer(address to, uint256 amount)',
    )
    await user.type(within(card).getByRole('textbox', { name: 'to (address)' }), BOB)
    const amount = within(card).getByRole('group', { name: 'amount (uint256)' })
    await user.type(within(amount).getByRole('textbox', { name: 'Value' }), '1.5')
    expect(last().composeFlows).toBeUndefined()
    await user.selectOptions(
      within(amount).getByRole('combobox', { name: 'Decimals' }),
      '6 decimals (USDC)', // the target is USDC in the token list: its decimals are offered by name
    )
    expect(within(amount).getByText('= 1500000 in base units')).toBeDefined()
    const expected = [
      {
        type: '/instructions/build',
        data: {
          to: USDC,
          chainId: 8453,
          functionSignature: 'function transfer(address to, uint256 amount)',
          args: [BOB, '1500000'],
        },
      },
    ]
    expect(last()).toEqual({ composeFlows: expected, issues: [] })
    expect(accepted(last().composeFlows)).toBe(true)
  })

  it('build: bool, bytes4, string, arrays (add/remove items) and a runtime balance in place of a uint', async () => {
    const { user, last } = setup()
    await addFlow(user, 'build')
    const card = flow('Flow 1: build')
    await user.type(within(card).getByRole('textbox', { name: 'Target address' }), USDC)
    await user.selectOptions(within(card).getByRole('combobox', { name: 'Chain' }), 'OP Mainnet')
    await fill(
      user,
      within(card).getByRole('textbox', { name: 'Function signature' }),
      'f(bool ok, bytes4 sel, string note, address[] to, uint256 all)',
    )
    await user.click(within(card).getByRole('checkbox', { name: 'ok (bool)' }))
    await user.type(within(card).getByRole('textbox', { name: 'sel (bytes4)' }), '0xa9059cbb')
    await user.type(within(card).getByRole('textbox', { name: 'note (string)' }), 'hello')
    const list = within(card).getByRole('group', { name: 'to (address[])' })
    await user.click(within(list).getByRole('button', { name: 'Add an item to to (address[])' }))
    await user.type(within(list).getByRole('textbox', { name: 'Item 1' }), BOB)
    await user.type(within(list).getByRole('textbox', { name: 'Item 2' }), WETH)
    await user.click(within(list).getByRole('button', { name: 'Remove item 1 of to (address[])' }))
    expect(within(list).getByRole('textbox', { name: 'Item 1' })).toHaveProperty('value', WETH)
    const all = within(card).getByRole('group', { name: 'all (uint256)' })
    await user.click(within(all).getByRole('checkbox', { name: /runtime balance/ }))
    await user.type(within(all).getByRole('textbox', { name: 'Token whose balance is used' }), USDC)
    await user.selectOptions(within(all).getByRole('combobox', { name: 'Decimals' }), '6 decimals')
    await user.type(within(all).getByRole('textbox', { name: 'At least (gte)' }), '2.5')
    expect(last().issues).toEqual([])
    expect(last().composeFlows[0].data).toEqual({
      to: USDC,
      chainId: 10,
      functionSignature: 'function f(bool ok, bytes4 sel, string note, address[] to, uint256 all)',
      args: [
        true,
        '0xa9059cbb',
        'hello',
        [WETH],
        { type: 'runtimeErc20Balance', tokenAddress: USDC, constraints: { gte: '2500000' } },
      ],
    })
    expect(accepted(last().composeFlows)).toBe(true)
  })

  it('build-raw, build-ccip (runtime balance) and intent-simple (slippage, route mode), tokens suggested from the list', async () => {
    const { user, last } = setup()
    await addFlow(user, 'build-raw')
    const raw = flow('Flow 1: build-raw')
    await user.type(within(raw).getByRole('textbox', { name: 'Target address' }), USDC)
    await user.selectOptions(within(raw).getByRole('combobox', { name: 'Chain' }), 'Base')
    await user.type(within(raw).getByRole('textbox', { name: 'Calldata (hex)' }), '0xa9059cbb')

    await addFlow(user, 'build-ccip')
    const ccip = flow('Flow 2: build-ccip')
    await user.selectOptions(within(ccip).getByRole('combobox', { name: 'Source chain' }), 'Base')
    const source = within(ccip).getByRole('combobox', { name: 'Source token' })
    const suggestions = document.getElementById(source.getAttribute('list') as string)
    expect(
      [...(suggestions?.querySelectorAll('option') ?? [])].map((o) => [o.value, o.textContent]),
    ).toEqual([[USDC, 'USDC · USD Coin']])
    await user.type(source, USDC)
    expect(description(source)).toBe('USDC · USD Coin')
    await user.selectOptions(
      within(ccip).getByRole('combobox', { name: 'Destination chain' }),
      'OP Mainnet',
    )
    await user.type(
      within(ccip).getByRole('textbox', { name: 'Destination token' }),
      USDC.toLowerCase(),
    )
    const amount = within(ccip).getByRole('group', { name: 'Amount' })
    await user.click(within(amount).getByRole('checkbox', { name: /runtime balance/ }))
    await user.type(
      within(amount).getByRole('combobox', { name: 'Token whose balance is used' }),
      USDC,
    )
    await user.type(within(amount).getByRole('textbox', { name: 'Balance owner' }), BOB)

    await addFlow(user, 'intent-simple')
    const intent = flow('Flow 3: intent-simple')
    await user.selectOptions(within(intent).getByRole('combobox', { name: 'Source chain' }), 'Base')
    await user.type(within(intent).getByRole('combobox', { name: 'Source token' }), USDC)
    await user.selectOptions(
      within(intent).getByRole('combobox', { name: 'Destination chain' }),
      'OP Mainnet',
    )
    await user.type(within(intent).getByRole('textbox', { name: 'Destination token' }), WETH)
    const value = within(intent).getByRole('group', { name: 'Amount' })
    // The unit first: switching it afterwards keeps what the typed amount means (25 base units).
    await user.selectOptions(
      within(value).getByRole('combobox', { name: 'Decimals' }),
      '6 decimals (USDC)',
    )
    await user.type(within(value).getByRole('textbox', { name: 'Value' }), '25')
    await user.type(within(intent).getByRole('textbox', { name: 'Slippage (%)' }), '0.5')
    await user.selectOptions(
      within(intent).getByRole('combobox', { name: 'Route' }),
      'Fastest quote',
    )

    expect(last().issues).toEqual([])
    expect(last().composeFlows).toEqual([
      { type: '/instructions/build-raw', data: { to: USDC, chainId: 8453, data: '0xa9059cbb' } },
      {
        type: '/instructions/build-ccip',
        data: {
          srcToken: USDC,
          dstToken: USDC.toLowerCase(),
          srcChainId: 8453,
          dstChainId: 10,
          amount: { type: 'runtimeErc20Balance', tokenAddress: USDC, targetAddress: BOB },
        },
      },
      {
        type: '/instructions/intent-simple',
        data: {
          srcToken: USDC,
          dstToken: WETH,
          srcChainId: 8453,
          dstChainId: 10,
          amount: '25000000',
          slippage: 0.005,
          routeSelectionMode: 'fast-quote',
        },
      },
    ])
    expect(accepted(last().composeFlows)).toBe(true)
  })
})

describe("FlowBuilder: switching an amount's unit keeps what it means", () => {
  const sendUsdc = (value: string) =>
    fromComposeFlows([
      {
        type: '/instructions/build',
        data: {
          to: USDC,
          chainId: 8453,
          functionSignature: 'function transfer(address to, uint256 amount)',
          args: [BOB, value],
        },
      },
    ])

  it('25000000 base units become 25 with 6 decimals and 0.000000000025 with 18; the flow sends 25000000 throughout', async () => {
    const { user, last } = setup({ defaultValue: sendUsdc('25000000') })
    const amount = within(flow('Flow 1: build')).getByRole('group', { name: 'amount (uint256)' })
    const value = within(amount).getByRole('textbox', { name: 'Value' })
    const unit = within(amount).getByRole('combobox', { name: 'Decimals' })
    expect(value).toHaveProperty('value', '25000000')
    const sent = () => (last().composeFlows[0].data as { args: unknown[] }).args[1]
    await user.selectOptions(unit, '6 decimals (USDC)')
    expect(value).toHaveProperty('value', '25')
    expect(within(amount).getByText('= 25000000 in base units')).toBeDefined()
    expect(sent()).toBe('25000000')
    await user.selectOptions(unit, '18 decimals')
    expect(value).toHaveProperty('value', '0.000000000025')
    expect(sent()).toBe('25000000')
    await user.selectOptions(unit, 'Base units (0)')
    expect(value).toHaveProperty('value', '25000000')
    expect(sent()).toBe('25000000')
  })

  it("a runtime balance's bounds convert too; text that is no amount yet stays as typed", async () => {
    const drafts: FlowDraft[] = [
      {
        id: 'r',
        type: 'build',
        to: USDC,
        chainId: '8453',
        functionSignature: 'function transfer(address to, uint256 amount)',
        args: [
          { kind: 'text', value: BOB },
          {
            kind: 'runtimeBalance',
            tokenAddress: USDC,
            targetAddress: '',
            gte: '2.5',
            lte: 'abc',
            eq: '',
            decimals: 6,
          },
        ],
      },
    ]
    const { user } = setup({ defaultValue: drafts })
    const amount = within(flow('Flow 1: build')).getByRole('group', { name: 'amount (uint256)' })
    await user.selectOptions(
      within(amount).getByRole('combobox', { name: 'Decimals' }),
      'Base units (0)',
    )
    expect(within(amount).getByRole('textbox', { name: 'At least (gte)' })).toHaveProperty(
      'value',
      '2500000',
    )
    expect(within(amount).getByRole('textbox', { name: 'At most (lte)' })).toHaveProperty(
      'value',
      'abc',
    )
    expect(within(amount).getByRole('textbox', { name: 'Exactly (eq)' })).toHaveProperty(
      'value',
      '',
    )
  })
})

/** The text of `element` without its aria-hidden parts (icons). */
function spoken(element: HTMLElement) {
  const copy = element.cloneNode(true) as HTMLElement
  for (const hidden of copy.querySelectorAll('[aria-hidden="true"]')) hidden.remove()
  return copy.textContent
}

/** A field's state as assistive technology gets it: invalid, and the error it is described by. */
function errorAt(element: HTMLElement) {
  const ids = (element.getAttribute('aria-describedby') ?? '').split(' ')
  const alert = ids
    .map((id) => document.getElementById(id))
    .find((e) => e?.getAttribute('role') === 'alert')
  return { invalid: element.getAttribute('aria-invalid') === 'true', error: alert && spoken(alert) }
}

const bad: FlowDraft[] = [
  {
    id: 'a',
    type: 'build',
    to: '0x12',
    chainId: '',
    functionSignature: 'function f(uint8 small, bytes4 sel, address[] to, uint256 all)',
    args: [
      { kind: 'amount', value: '300', decimals: 0 },
      { kind: 'text', value: '0xabcd' },
      { kind: 'list', items: [{ kind: 'text', value: 'bob' }] },
      {
        kind: 'runtimeBalance',
        tokenAddress: '',
        targetAddress: '',
        gte: '-1',
        lte: '',
        eq: '',
        decimals: 0,
      },
    ],
  },
  {
    id: 'b',
    type: 'build',
    to: USDC,
    chainId: '8453',
    functionSignature: 'function transfer(address',
    args: [],
  },
  { id: 'c', type: 'build-raw', to: USDC, chainId: '8453', data: 'a9059cbb' },
  {
    id: 'd',
    type: 'intent-simple',
    srcToken: USDC.replace('fCD', 'FCD'),
    dstToken: '',
    srcChainId: '8453',
    dstChainId: '10',
    amount: { kind: 'amount', value: '1.1234567', decimals: 6 },
    slippage: '200',
    routeSelectionMode: '',
  },
  {
    id: 'e',
    type: 'build-ccip',
    srcToken: USDC.replace('fCD', 'FCD'),
    dstToken: USDC,
    srcChainId: '8453',
    dstChainId: '',
    amount: { kind: 'amount', value: 'abc', decimals: 0 },
  },
]

describe('FlowBuilder: errors at their fields', () => {
  it('every invalid field shows its error in a plain sentence, aria-invalid and described by it', () => {
    setup({ defaultValue: bad, showErrors: 'always' })
    const build = flow('Flow 1: build')
    const cases: [HTMLElement, RegExp][] = [
      [
        within(build).getByRole('textbox', { name: 'Target address' }),
        /^Error: Target address must be a 0x-prefixed 20-byte hex address/,
      ],
      [
        within(build).getByRole('combobox', { name: 'Chain' }),
        /^Error: Chain is required: pick a chain$/,
      ],
      [
        within(build).getByRole('textbox', { name: 'Value' }),
        /^Error: small \(uint8\) does not fit in a uint8$/,
      ],
      [
        within(build).getByRole('textbox', { name: 'sel (bytes4)' }),
        /^Error: sel \(bytes4\) must be exactly 4 bytes/,
      ],
      [
        within(build).getByRole('textbox', { name: 'Item 1' }),
        /^Error: Item 1 must be a 0x-prefixed/,
      ],
      [
        within(build).getByRole('combobox', { name: 'Token whose balance is used' }),
        /^Error: Token whose balance is used is required$/,
      ],
      [
        within(build).getByRole('textbox', { name: 'At least (gte)' }),
        /^Error: At least \(gte\) must be a non-negative number/,
      ],
      [
        within(flow('Flow 2: build')).getByRole('textbox', { name: 'Function signature' }),
        /^Error: Function signature is not a valid Solidity function declaration/,
      ],
      [
        within(flow('Flow 3: build-raw')).getByRole('textbox', { name: 'Calldata (hex)' }),
        /^Error: Calldata \(hex\) must be 0x-prefixed hex/,
      ],
      [
        within(flow('Flow 4: intent-simple')).getByRole('textbox', { name: 'Destination token' }),
        /^Error: Destination token is required$/,
      ],
      [
        within(flow('Flow 4: intent-simple')).getByRole('textbox', { name: 'Value' }),
        /^Error: Amount has more than 6 decimal places$/,
      ],
      [
        within(flow('Flow 4: intent-simple')).getByRole('textbox', { name: 'Slippage (%)' }),
        /^Error: Slippage \(%\) must be a percentage from 0 to 100/,
      ],
      [
        within(flow('Flow 5: build-ccip')).getByRole('combobox', { name: 'Source token' }),
        /^Error: Source token must be a checksummed address: .* \(write 0x833589fCD6eDb6E08f4c7C32D4f71b54bdA02913, or all lowercase\)$/,
      ],
      [
        within(flow('Flow 5: build-ccip')).getByRole('combobox', { name: 'Destination chain' }),
        /^Error: Destination chain is required/,
      ],
      [
        within(flow('Flow 5: build-ccip')).getByRole('textbox', { name: 'Value' }),
        /^Error: Amount must be a non-negative number/,
      ],
    ]
    for (const [element, message] of cases) {
      const state = errorAt(element)
      expect(state.invalid, element.outerHTML).toBe(true)
      expect(state.error).toMatch(message)
    }
    expect(screen.getAllByRole('alert')).toHaveLength(cases.length)
    // The valid fields are not marked.
    expect(
      errorAt(
        within(flow('Flow 4: intent-simple')).getByRole('combobox', { name: 'Source chain' }),
      ),
    ).toEqual({
      invalid: false,
      error: undefined,
    })
  })

  it('by default a field’s error shows once it was left, and goes when it is fixed', async () => {
    const { user, last } = setup()
    await addFlow(user, 'build-raw')
    const target = screen.getByRole('textbox', { name: 'Target address' })
    expect(screen.queryAllByRole('alert')).toEqual([])
    expect(last().composeFlows).toBeUndefined()
    await user.tab()
    expect(errorAt(target)).toEqual({ invalid: true, error: 'Error: Target address is required' })
    await user.type(target, USDC)
    expect(errorAt(target)).toEqual({ invalid: false, error: undefined })
  })

  it('at 30 flows the Add button is disabled and says why', async () => {
    const thirty = Array.from({ length: 30 }, (_, i) => ({
      ...(bad[2] as FlowDraft),
      id: String(i),
    }))
    const { user, onChange } = setup({ defaultValue: thirty.slice(0, 29) })
    const add = screen.getByRole('button', { name: 'Add flow' }) as HTMLButtonElement
    await user.click(add)
    expect(screen.getAllByRole('group', { name: /^Flow \d+: build/ })).toHaveLength(30)
    expect(add.disabled).toBe(true)
    expect(description(add)).toBe(
      'A supertransaction holds at most 30 flows. Remove one to add another.',
    )
    expect(onChange).toHaveBeenCalledTimes(1)
    await user.click(screen.getByRole('button', { name: 'Remove flow 30' }))
    expect(add.disabled).toBe(false)
  })
})

const three: FlowDraft[] = fromComposeFlows([
  { type: '/instructions/build-raw', data: { to: USDC, chainId: 8453, data: '0x01' } },
  { type: '/instructions/build-raw', data: { to: USDC, chainId: 8453, data: '0x02' } },
  { type: '/instructions/build-raw', data: { to: USDC, chainId: 8453, data: '0x03' } },
])
const order = () =>
  screen
    .getAllByRole('textbox', { name: 'Calldata (hex)' })
    .map((e) => (e as HTMLTextAreaElement).value)

describe('FlowBuilder: keyboard', () => {
  it('reorders with Move up / Move down, focus following the moved flow', async () => {
    const { user, last } = setup({ defaultValue: three })
    screen.getByRole('button', { name: 'Move flow 1 down' }).focus()
    await user.keyboard('{Enter}')
    expect(order()).toEqual(['0x02', '0x01', '0x03'])
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Move flow 2 down' }))
    expect(getLiveRegion().textContent).toBe('Flow 1 moved to position 2.')
    await user.keyboard('{Enter}')
    expect(order()).toEqual(['0x02', '0x03', '0x01'])
    // At the end Move down is disabled: focus goes to the flow's Move up.
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Move flow 3 up' }))
    await user.keyboard(' ')
    expect(order()).toEqual(['0x02', '0x01', '0x03'])
    expect(last().composeFlows.map((f: { data: { data: string } }) => f.data.data)).toEqual([
      '0x02',
      '0x01',
      '0x03',
    ])
  })

  it('removing a flow focuses the one that took its place; the last one gone, Add', async () => {
    const { user } = setup({ defaultValue: three.slice(0, 2) })
    screen.getByRole('button', { name: 'Remove flow 1' }).focus()
    await user.keyboard('{Enter}')
    expect(order()).toEqual(['0x02'])
    expect(document.activeElement).toBe(flow('Flow 1: build-raw'))
    expect(getLiveRegion().textContent).toBe('Flow 1 removed.')
    // Alone, the flow's move buttons are disabled: Remove is next.
    await user.tab()
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Remove flow 1' }))
    await user.keyboard('{Enter}')
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Add flow' }))
  })

  it('every control is reached by Tab, each with a name', async () => {
    const { user } = setup({ defaultValue: [bad[0] as FlowDraft, bad[3] as FlowDraft] })
    const seen: string[] = []
    for (let i = 0; i < 200 && seen.at(-1) !== 'Add flow'; i++) {
      await user.tab()
      const element = document.activeElement as HTMLElement
      const name =
        element.getAttribute('aria-label') ??
        (element.id ? document.querySelector(`label[for="${element.id}"]`)?.textContent : null) ??
        element.closest('label')?.textContent ??
        spoken(element)
      expect(name, element.outerHTML).toBeTruthy()
      seen.push(name as string)
    }
    expect(seen).toContain('Move flow 1 down')
    expect(seen).toContain('Use the balance at execution time (runtime balance)')
    expect(seen).toContain('Slippage (%)')
    expect(seen.at(-1)).toBe('Add flow')
  })
})

/** An app holding the drafts in its state, with a button that clears them. */
function ControlledApp({ seen }: { seen: unknown[] }) {
  const [drafts, setDrafts] = useState<FlowDraft[]>(three.slice(0, 1))
  return (
    <>
      <FlowBuilder
        chains={chains}
        value={drafts}
        onChange={(next, { composeFlows }) => {
          seen.push(composeFlows)
          setDrafts(next)
        }}
      />
      <button type="button" onClick={() => setDrafts([])}>
        Clear
      </button>
    </>
  )
}

describe('FlowBuilder: controlled and uncontrolled', () => {
  it('controlled: shows `value`, reports changes, follows the parent', async () => {
    const user = userEvent.setup({ delay: null })
    const seen: unknown[] = []
    render(<ControlledApp seen={seen} />)
    const data = screen.getByRole('textbox', { name: 'Calldata (hex)' })
    await user.type(data, 'ff')
    expect((data as HTMLTextAreaElement).value).toBe('0x01ff')
    expect(seen.at(-1)).toEqual([
      { type: '/instructions/build-raw', data: { to: USDC, chainId: 8453, data: '0x01ff' } },
    ])
    await user.click(screen.getByRole('button', { name: 'Clear' }))
    expect(screen.queryAllByRole('group')).toEqual([])
  })

  it('controlled without updating: what is typed does not stick', async () => {
    const { user, onChange } = setup({ value: three.slice(0, 1) })
    await user.type(screen.getByRole('textbox', { name: 'Calldata (hex)' }), 'f')
    expect(onChange).toHaveBeenCalledTimes(1)
    expect(
      (screen.getByRole('textbox', { name: 'Calldata (hex)' }) as HTMLTextAreaElement).value,
    ).toBe('0x01')
  })

  it('uncontrolled: `defaultValue` from fromComposeFlows, then edited in place', async () => {
    const flows = toComposeFlows(three).composeFlows ?? []
    const { user, last } = setup({ defaultValue: fromComposeFlows(flows) })
    await user.click(screen.getByRole('button', { name: 'Remove flow 2' }))
    expect(last().composeFlows).toEqual([flows[0], flows[2]])
  })
})

describe('FlowBuilder: chains, words and parts', () => {
  it('chains come from wagmi’s config when none are given, shown by name', () => {
    const config = createConfig({
      chains: [chain(31337, 'Devnet A'), chain(31338, 'Devnet B')],
      transports: { 31337: http(), 31338: http() },
      storage: null,
    })
    render(
      <WagmiProvider config={config} reconnectOnMount={false}>
        <FlowBuilder defaultValue={three.slice(0, 1)} />
      </WagmiProvider>,
    )
    const options = within(screen.getByRole('combobox', { name: 'Chain' })).getAllByRole('option')
    expect(options.map((o) => o.textContent)).toEqual([
      'Select a chain',
      '8453',
      'Devnet A',
      'Devnet B',
    ])
  })

  it('inside a WagmiProvider without react-query: no Max (wagmi cannot read), never a crash', () => {
    const config = createConfig({
      chains: [chain(31337, 'Devnet A')],
      transports: { 31337: http('http://127.0.0.1:9') },
      storage: null,
    })
    const swap: FlowDraft = {
      id: 's',
      type: 'intent-simple',
      srcToken: USDC,
      dstToken: USDC,
      srcChainId: '31337',
      dstChainId: '31337',
      amount: { kind: 'amount', value: '', decimals: 6 },
      slippage: '',
      routeSelectionMode: '',
    }
    render(
      <WagmiProvider config={config} reconnectOnMount={false}>
        <FlowBuilder defaultValue={[swap]} />
      </WagmiProvider>,
    )
    expect(screen.getByRole('group', { name: 'Amount' })).toBeDefined()
    expect(screen.queryByRole('button', { name: /^Max/ })).toBeNull()
  })

  it('labels override the words; renderFlowHeader replaces a flow’s header; className reaches the root', async () => {
    const { user, view } = setup({
      defaultValue: three.slice(0, 2),
      className: 'my-flows',
      labels: { addFlow: 'Add step', legend: ({ number }) => `Step ${number}` },
      renderFlowHeader: ({ index, remove }) => (
        <button type="button" onClick={remove}>
          {`Drop step ${index + 1}`}
        </button>
      ),
    })
    expect(view.container.firstElementChild?.className).toBe('stx-root stx-flow-builder my-flows')
    expect(screen.getByRole('button', { name: 'Add step' })).toBeDefined()
    await user.click(screen.getByRole('button', { name: 'Drop step 1' }))
    expect(
      screen.getAllByRole('group', { name: /^Step/ }).map((g) => g.getAttribute('data-stx-flow')),
    ).toEqual(['build-raw'])
    expect(order()).toEqual(['0x02'])
  })
})

describe('FlowBuilder: error words', () => {
  it('formatIssue words each field’s error (e.g. in another language)', () => {
    setup({
      defaultValue: [createFlowDraft('build-raw', 'x')],
      showErrors: 'always',
      formatIssue: (issue) => `Champ ${issue.field} invalide`,
    })
    expect(errorAt(screen.getByRole('textbox', { name: 'Calldata (hex)' }))).toEqual({
      invalid: true,
      error: 'Error: Champ data invalide',
    })
  })
})

describe('FlowBuilder: axe', () => {
  it('no violations with every flow type, errors shown and a runtime balance open', async () => {
    const { view } = setup({ defaultValue: bad, showErrors: 'always' })
    // jsdom lays nothing out: contrast is checked in the browser, not here.
    const result = await axe.run(view.container, {
      rules: { 'color-contrast': { enabled: false } },
    })
    expect(
      result.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.html).join(', ')}`),
    ).toEqual([])
  })
})
