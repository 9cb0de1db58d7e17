// The Integrate view's live drop-in: the kit's `<Supertransaction />` with no children (its
// default parts: review, fee, steps, button, tracking), as an app embeds it, inside the
// playground's providers, for what the Playground view would run now (useRunSetup: the current
// preset's flows, mode, fee and funding). It keeps its own in-flight record, apart from the
// Playground view's run.
import { Supertransaction } from '../../src/react/index.js'
import type { PlaygroundDevnet } from './devnet-info.js'
import { wordRunLabel } from './run-labels.js'
import { useRunSetup } from './run-setup.js'
import { useChoices } from './url-state.js'
import { useWords } from './words.js'

export function DropInPreview({ devnet }: { devnet: PlaygroundDevnet }) {
  const [choices, setChoices] = useChoices()
  const words = useWords()
  const { composeFlows, parameters, notReady, label } = useRunSetup(devnet, {
    // Its run is its own: the view's other previews keep showing the Playground view's last run.
    logStatus: false,
  })
  const why = words.flow.notReady
  const elsewhere =
    notReady === why.fillForm
      ? words.dropIn.fillFormThere
      : notReady === why.correctFlows
        ? words.dropIn.correctFlowsThere
        : undefined
  return (
    <div className="drop-in">
      <p className="hint">{words.dropIn.about(wordRunLabel(label, words), choices.mode)}</p>
      {elsewhere ? (
        // The form or the builder it waits for is not on this view: say where, and go there.
        <p className="hint">
          {elsewhere}{' '}
          <button type="button" onClick={() => setChoices({ view: 'playground' })}>
            {words.dropIn.openPlayground}
          </button>
        </p>
      ) : notReady ? (
        <p className="hint">{notReady}</p>
      ) : null}
      {/* Until the preset's flows can be built (they need the account), the reason above is the
          one thing said: an app renders the drop-in with its flows. */}
      {composeFlows ? (
        <Supertransaction
          // A new preset, mode or fee is a fresh run, as in the Playground view.
          key={`${choices.preset}|${choices.mode}|${choices.fee}`}
          {...parameters}
          storageKey="supertx-playground:drop-in:in-flight"
          composeFlows={composeFlows}
        />
      ) : null}
    </div>
  )
}
