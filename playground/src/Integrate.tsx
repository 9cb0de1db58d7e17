// For integrators: each main component of the kit three ways — default, compound (inside
// `<Supertransaction>`, reading its flow from context), render prop — with the code to copy, and
// live previews drawn from the last run of the Playground view (the state its `onStatus` gave).
// The code shown is the files of examples/components and examples/hooks/providers.tsx, which tsc
// checks like the rest of the project.
import { type ReactNode, useState } from 'react'
import type { SupertransactionState } from '../../src/core/supertransaction/types.js'
import {
  QuoteSummary,
  SigningSteps,
  SupertxButton,
  SupertxHistory,
  SupertxTracker,
} from '../../src/react/index.js'
import { DropInPreview } from './DropInPreview.js'
import type { PlaygroundDevnet } from './devnet-info.js'
import { StatusLog } from './StatusLog.js'
import { useStatusLog } from './status-log.js'
import { useChoices } from './url-state.js'
import { useWords } from './words.js'

type Way = 'default' | 'compound' | 'render prop'
const WAYS: Way[] = ['default', 'compound', 'render prop']

type Example = {
  name: string
  what: string
  code: Record<Way, string>
  /** A live preview of one way from the last state, or undefined where it needs its own flow. */
  live: (
    way: Way,
    state: SupertransactionState | undefined,
    toPlayground: () => void,
    devnet: PlaygroundDevnet,
  ) => ReactNode
}

/** The examples' sources, as an app would import the kit (`supertx-kit`). */
const sources = import.meta.glob<string>(
  ['../../examples/components/*.tsx', '../../examples/hooks/providers.tsx'],
  { query: '?raw', import: 'default', eager: true },
)
const source = (file: string) => {
  const text = sources[`../../examples/${file}`]
  if (text === undefined) throw new Error(`The example ${file} is missing.`)
  // The file's opening comment is about the repository; the code starts after it.
  return text
    .replace(/^(\/\/.*\n)+\n?/, '')
    .replace(/'\.\.\/\.\.\/src\/react\/index\.js'/g, "'supertx-kit'")
}
/** The three ways of one component: examples/components/<name>-<way>.tsx. */
const ways = (name: string): Record<Way, string> => ({
  default: source(`components/${name}-default.tsx`),
  compound: source(`components/${name}-compound.tsx`),
  'render prop': source(`components/${name}-render-prop.tsx`),
})
const providers = source('hooks/providers.tsx')

/** The buttons' previews show a state; the flow runs in the Playground view, where they lead. */
const PREVIEW_ONLY =
  'A preview of the last run’s state: pressing it opens the Playground view, where Get quote and Sign and execute run one.'

const EXAMPLES: Example[] = [
  {
    name: 'Supertransaction',
    what: 'The whole flow: review, fee, the one button, signing steps and tracking.',
    code: ways('supertransaction'),
    live: (way, _state, _toPlayground, devnet) =>
      way === 'default' ? (
        <DropInPreview devnet={devnet} />
      ) : (
        <p className="hint">
          The Playground view is this component, compound: its run is a{' '}
          <code>&lt;Supertransaction&gt;</code> with the parts below laid out by the page.
        </p>
      ),
  },
  {
    name: 'SupertxButton',
    what: 'The one button: its label and action follow the flow; the reason shows when it cannot.',
    code: ways('supertx-button'),
    live: (way, state, toPlayground) =>
      way === 'compound' ? undefined : (
        <>
          {way === 'default' ? (
            <SupertxButton state={state} onClick={toPlayground} />
          ) : (
            <SupertxButton state={state} onClick={toPlayground}>
              {({ label, busy, disabled, onClick }) => (
                <button
                  type="button"
                  className="custom-button"
                  disabled={disabled}
                  onClick={onClick}
                >
                  {busy ? '⏳ ' : ''}
                  {label}
                </button>
              )}
            </SupertxButton>
          )}
          <p className="hint">{PREVIEW_ONLY}</p>
        </>
      ),
  },
  {
    name: 'QuoteSummary',
    what: 'What the quote does on each chain, what it takes from the wallet, the fee, the window.',
    code: ways('quote-summary'),
    live: (way, state) => {
      const quote = state?.data.quote
      if (way === 'compound') return undefined
      if (way === 'default') return <QuoteSummary quote={quote} />
      return (
        <QuoteSummary quote={quote}>
          {(q) =>
            q ? (
              <p>
                Operations: {q.quote.userOps.length}, fee {q.fee.amount} (base units)
              </p>
            ) : (
              <p>No quote yet.</p>
            )
          }
        </QuoteSummary>
      )
    },
  },
  {
    name: 'SigningSteps',
    what: 'Authorize, quote, sign (each signature), execute, track: where the flow is.',
    code: ways('signing-steps'),
    live: (way, state) =>
      way === 'compound' ? undefined : !state ? (
        // Outside <Supertransaction> the steps need a state (else the kit throws, by design).
        <p className="hint">No run yet: run one in the Playground view.</p>
      ) : way === 'default' ? (
        <SigningSteps state={state} />
      ) : (
        <SigningSteps state={state}>
          {(steps) => (
            <ol>
              {steps.map((s) => (
                <li key={s.name}>
                  {s.name}: {s.state}
                </li>
              ))}
            </ol>
          )}
        </SigningSteps>
      ),
  },
  {
    name: 'SupertxTracker',
    what: 'Each chain’s operations with their live status and transactions, and the explorer link.',
    code: ways('supertx-tracker'),
    live: (way, state) => {
      const receipt = state?.data.receipt
      if (way === 'compound') return undefined
      if (!receipt) return <p className="hint">No receipt yet: run one in the Playground view.</p>
      if (way === 'default') return <SupertxTracker receipt={receipt} />
      return (
        <SupertxTracker receipt={receipt}>
          {(r) => (
            <p>
              {r.status}: {r.userOps.length} operations
            </p>
          )}
        </SupertxTracker>
      )
    },
  },
  {
    name: 'SupertxHistory',
    what: 'The supertransactions this app executed, newest first, tracked again after a reload.',
    code: ways('supertx-history'),
    live: (way) =>
      way === 'compound' ? undefined : way === 'default' ? (
        <SupertxHistory limit={3} />
      ) : (
        <SupertxHistory limit={3}>
          {(entries) =>
            entries.length ? (
              <ul>
                {entries.map((e) => (
                  <li key={e.supertxHash}>
                    {e.status} · {e.mode ?? '—'} · <code>{e.supertxHash.slice(0, 10)}…</code>
                  </li>
                ))}
              </ul>
            ) : (
              <p>No entries yet.</p>
            )
          }
        </SupertxHistory>
      ),
  },
]

function CopyButton({ text }: { text: string }) {
  const [copied, setCopied] = useState(false)
  return (
    <button
      type="button"
      className="copy"
      onClick={() =>
        void navigator.clipboard.writeText(text).then(
          () => {
            setCopied(true)
            setTimeout(() => setCopied(false), 1500)
          },
          () => setCopied(false),
        )
      }
    >
      {copied ? 'Copied' : 'Copy code'}
    </button>
  )
}

function ExampleCard({
  example,
  state,
  devnet,
}: {
  example: Example
  state: SupertransactionState | undefined
  devnet: PlaygroundDevnet
}) {
  const [way, setWay] = useState<Way>('default')
  const [, setChoices] = useChoices()
  const code = example.code[way]
  const preview = example.live(way, state, () => setChoices({ view: 'playground' }), devnet)
  return (
    <section className="example" aria-labelledby={`example-${example.name}`}>
      <h3 id={`example-${example.name}`}>
        <code>&lt;{example.name}&gt;</code>
      </h3>
      <p className="hint">{example.what}</p>
      <fieldset className="row ways">
        <legend className="visually-hidden">{example.name}: way</legend>
        {WAYS.map((w) => (
          <button key={w} type="button" aria-pressed={w === way} onClick={() => setWay(w)}>
            {w}
          </button>
        ))}
      </fieldset>
      <div className="example-code">
        <pre>
          <code>{code}</code>
        </pre>
        <CopyButton text={code} />
      </div>
      <div className="example-preview">
        {preview ?? (
          <p className="hint">
            Compound: live in the Playground view, where this part sits inside its{' '}
            <code>&lt;Supertransaction&gt;</code>.
          </p>
        )}
      </div>
    </section>
  )
}

export function Integrate({ devnet }: { devnet: PlaygroundDevnet }) {
  const { last } = useStatusLog()
  const words = useWords()
  return (
    <>
      <section aria-labelledby="integrate-heading">
        <h2 id="integrate-heading">Integrate</h2>
        <p>
          The kit’s components, each three ways: <strong>default</strong> (the whole part from
          props), <strong>compound</strong> (inside <code>&lt;Supertransaction&gt;</code>, reading
          its flow), <strong>render prop</strong> (your markup from the same state). The previews
          show the last run of the Playground view. Every example sits inside your app’s providers:
        </p>
        {/* The page's one status region, as in the Playground view: the kit's previews below
            announce through live regions of their own, without the `status` role. */}
        <p
          role="status"
          aria-label={words.run.statusRegion}
          className={`status${last ? ` status-${last.status}` : ''}`}
        >
          Status of the last run: {last?.status ?? 'none yet'}
        </p>
        <div className="example-code">
          <pre>
            <code>{providers}</code>
          </pre>
          <CopyButton text={providers} />
        </div>
        {EXAMPLES.map((example) => (
          <ExampleCard key={example.name} example={example} state={last} devnet={devnet} />
        ))}
      </section>
      <StatusLog />
    </>
  )
}
