// Every component follows one recipe (CONTRIBUTING.md, "Components"): the entry point exports its
// connected root `<X>`, its View `<XView>` (renders from props alone) and the headless hook
// `useX`, and the root and the View forward a `ref` (and the other HTML props) to their root element.
// The components are read from src/react/components, so a new one is held to the recipe too.
import { readdirSync } from 'node:fs'
import { join } from 'node:path'
import { render, screen, waitFor } from '@testing-library/react'
import { createElement, createRef, type ReactElement } from 'react'
import { beforeAll, describe, expect, it } from 'vitest'
import { setupScriptedServer } from '../../../fixtures/harness/scripted-server.js'
import {
  chainA,
  quote,
  receipt,
  states,
  supertxHash,
  usdc,
} from '../../../fixtures/two-chain-states.js'
import type { Route } from '../../../src/core/schemas/intent.js'
import * as barrel from '../../../src/react/components/index.js'
import * as entry from '../../../src/react/index.js'
import { setup, testAccount } from '../support/setup.js'
import { renderPart } from './render.js'

const folders = readdirSync(join(import.meta.dirname, '../../../src/react/components'), {
  withFileTypes: true,
})
  .filter((entry) => entry.isDirectory() && entry.name !== 'parts')
  .map((entry) => entry.name)
  .sort()

const route: Route = {
  summary: 'USDC on 31337 → USDC on 31338',
  type: 'bridge',
  steps: [
    {
      type: 'bridge',
      protocol: 'devbridge',
      srcChainId: 31337,
      dstChainId: 31338,
      srcToken: usdc,
      dstToken: usdc,
      inputAmount: '1',
      outputAmount: '1',
      minOutputAmount: '1',
    },
  ],
  totalGasFeesUsd: 0.1,
  totalBridgeFeesUsd: 0.1,
  estimatedTime: 30,
  outputAmount: '1',
  minOutputAmount: '1',
}

/**
 * Per component: props its root renders its root element with, props its View does, and whether
 * the root needs wagmi and the API (rendered then inside the providers a dApp has, against a real
 * server on 127.0.0.1).
 */
const cases: Record<
  string,
  { root: Record<string, unknown>; view: Record<string, unknown>; dapp?: boolean }
> = {
  BalanceChanges: {
    root: { changes: { chains: [] } },
    view: { state: { status: 'simulating' } },
  },
  ExplorerLink: {
    root: { supertxHash },
    view: { href: 'https://explorer.test/tx', children: 'Open' },
  },
  FeeTokenSelect: { root: {}, view: { value: { type: 'sponsored' }, tokens: [] } },
  FlowBuilder: { root: {}, view: { value: [] } },
  QuoteSummary: { root: { quote }, view: { quote: undefined } },
  RouteSummary: { root: { route }, view: { route } },
  SigningSteps: { root: { state: states.quoted }, view: { steps: [], state: states.idle } },
  Supertransaction: { root: { mode: 'smart-account', composeFlows: [] }, view: {}, dapp: true },
  SupertxButton: {
    root: {},
    view: {
      status: 'idle',
      label: 'Get quote',
      busy: false,
      disabled: false,
      disabledReason: undefined,
      errorReason: undefined,
      onClick: () => {},
    },
  },
  SupertxForm: {
    root: {},
    view: {
      form: {
        drafts: [],
        update: () => {},
        add: () => {},
        remove: () => {},
        kinds: ['send'],
        chains: [],
        tokensOn: () => [],
        tokenOf: () => undefined,
        unreadable: () => false,
        issues: [],
        composeFlows: undefined,
        maxOf: () => undefined,
        chaining: true,
        vaults: undefined,
        routeError: () => undefined,
        ensAddress: () => undefined,
      },
    },
    dapp: true,
  },
  SupertxHistory: { root: {}, view: { entries: [] } },
  SupertxTracker: { root: { receipt: receipt('success') }, view: { receipt: receipt('success') } },
  UpgradeNotice: {
    root: { mode: 'smart-account', ownerAddress: testAccount().address },
    view: {
      upgrade: {
        status: 'needed',
        chainsNeedingUpgrade: [chainA],
        error: null,
        supertxHash: undefined,
        upgrade: () => {},
      },
    },
    dapp: true,
  },
}

const server = setupScriptedServer()
beforeAll(() =>
  server.on('POST /v1/mee/orchestrator', {
    json: {
      deployments: [
        {
          chainId: 31337,
          addressVersion: '2.1.0',
          address: '0x7777777777777777777777777777777777777777',
          isDeployed: true,
          isUpgradeNeeded: true,
        },
      ],
      upgradedAddresses: {},
    },
  }),
)

const exported = (module: object, name: string) => (module as Record<string, unknown>)[name]

describe('every component follows the recipe', () => {
  it('knows every component folder', () => {
    expect(Object.keys(cases).sort()).toEqual(folders)
  })

  describe.each(folders)('%s', (name) => {
    const the = cases[name] as (typeof cases)[string]

    it('exports its root, its View and its hook, from the entry point and the components barrel', () => {
      for (const module of [entry, barrel])
        for (const part of [name, `${name}View`, `use${name}`])
          expect(exported(module, part), `${part} exported`).toBeTypeOf(
            part.startsWith('use') ? 'function' : 'object',
          )
    })

    it('its root forwards a ref and the HTML props to its root element', async () => {
      const ref = createRef<HTMLElement>()
      const element = createElement(exported(entry, name) as never, {
        ...the.root,
        ref,
        id: `${name}-root`,
        'data-testid': name,
      }) as ReactElement
      if (the.dapp) {
        const { wrapper } = await setup({ baseUrl: server.url })
        render(element, { wrapper })
      } else renderPart(element)
      const root = await waitFor(() => screen.getByTestId(name))
      expect(root.id).toBe(`${name}-root`)
      expect(ref.current).toBeInstanceOf(HTMLElement)
      expect(ref.current).toBe(root)
    })

    // SupertransactionView is the root's own element (the test above); its value is a whole
    // supertransaction.
    it.skipIf(name === 'Supertransaction')(
      'its View forwards a ref and the HTML props to its root element',
      () => {
        const ref = createRef<HTMLElement>()
        renderPart(
          createElement(exported(entry, `${name}View`) as never, {
            ...the.view,
            ref,
            'data-testid': `${name}View`,
          }) as ReactElement,
        )
        expect(ref.current).toBeInstanceOf(HTMLElement)
        expect(ref.current).toBe(screen.getByTestId(`${name}View`))
      },
    )
  })
})
