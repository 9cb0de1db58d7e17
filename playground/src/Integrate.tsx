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
import { MarkedText } from './MarkedText.js'
import { StatusLog } from './StatusLog.js'
import { useStatusLog } from './status-log.js'
import { useChoices } from './url-state.js'
import { type ExampleName, type PlaygroundWords, useWords, type Way } from './words.js'

const WAYS: Way[] = ['default', 'compound', 'render prop']

type Example = {
  name: ExampleName
  code: Record<Way, string>
  /** A live preview of one way from the last state, or undefined where it needs its own flow. */
  live: (
    way: Way,
    state: SupertransactionState | undefined,
    toPlayground: () => void,
    devnet: PlaygroundDevnet,
    words: PlaygroundWords['integrate'],
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

const EXAMPLES: Example[] = [
  {
    name: 'Supertransaction',
    code: ways('supertransaction'),
    live: (way, _state, _toPlayground, devnet, w) =>
      way === 'default' ? (
        <DropInPreview devnet={devnet} />
      ) : (
        <p className="hint">
          <MarkedText text={w.playgroundIsCompound} />
        </p>
      ),
  },
  {
    name: 'SupertxButton',
    code: ways('supertx-button'),
    live: (way, state, toPlayground, _devnet, w) =>
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
          {/* The buttons' previews show a state; the flow runs in the Playground view. */}
          <p className="hint">{w.previewOnly}</p>
        </>
      ),
  },
  {
    name: 'QuoteSummary',
    code: ways('quote-summary'),
    live: (way, state, _toPlayground, _devnet, w) => {
      const quote = state?.data.quote
      if (way === 'compound') return undefined
      if (way === 'default') return <QuoteSummary quote={quote} />
      return (
        <QuoteSummary quote={quote}>
          {(q) =>
            q ? <p>{w.operations(q.quote.userOps.length, q.fee.amount)}</p> : <p>{w.noQuote}</p>
          }
        </QuoteSummary>
      )
    },
  },
  {
    name: 'SigningSteps',
    code: ways('signing-steps'),
    live: (way, state, _toPlayground, _devnet, w) =>
      way === 'compound' ? undefined : !state ? (
        // Outside <Supertransaction> the steps need a state (else the kit throws, by design).
        <p className="hint">{w.noRun}</p>
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
    code: ways('supertx-tracker'),
    live: (way, state, _toPlayground, _devnet, w) => {
      const receipt = state?.data.receipt
      if (way === 'compound') return undefined
      if (!receipt) return <p className="hint">{w.noReceipt}</p>
      if (way === 'default') return <SupertxTracker receipt={receipt} />
      return (
        <SupertxTracker receipt={receipt}>
          {(r) => <p>{w.receiptLine(r.status, r.userOps.length)}</p>}
        </SupertxTracker>
      )
    },
  },
  {
    name: 'SupertxHistory',
    code: ways('supertx-history'),
    live: (way, _state, _toPlayground, _devnet, w) =>
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
              <p>{w.noEntries}</p>
            )
          }
        </SupertxHistory>
      ),
  },
]

function CopyButton({ text }: { text: string }) {
  const [copied, setCopied] = useState(false)
  const w = useWords().integrate
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
      {copied ? w.copied : w.copy}
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
  const w = useWords().integrate
  const code = example.code[way]
  const preview = example.live(way, state, () => setChoices({ view: 'playground' }), devnet, w)
  return (
    <section className="example" aria-labelledby={`example-${example.name}`}>
      <h3 id={`example-${example.name}`}>
        <code>&lt;{example.name}&gt;</code>
      </h3>
      <p className="hint">{w.what[example.name]}</p>
      <fieldset className="row ways">
        <legend className="visually-hidden">{w.wayLegend(example.name)}</legend>
        {WAYS.map((each) => (
          <button key={each} type="button" aria-pressed={each === way} onClick={() => setWay(each)}>
            {w.ways[each]}
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
            <MarkedText text={w.compoundElsewhere} />
          </p>
        )}
      </div>
    </section>
  )
}

export function Integrate({ devnet }: { devnet: PlaygroundDevnet }) {
  const { last } = useStatusLog()
  const words = useWords()
  const w = words.integrate
  return (
    <>
      <section aria-labelledby="integrate-heading">
        <h2 id="integrate-heading">{w.heading}</h2>
        <p>
          <MarkedText text={w.intro} />
        </p>
        {/* The page's one status region, as in the Playground view: the kit's previews below
            announce through live regions of their own, without the `status` role. */}
        <p
          role="status"
          aria-label={words.run.statusRegion}
          className={`status${last ? ` status-${last.status}` : ''}`}
        >
          {w.lastRun(last && words.run.status[last.status])}
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
