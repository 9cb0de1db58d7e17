// The Fee choice: sponsored or a chain A token. In eoa mode only the funding token can pay (the
// kit's `<FeeTokenSelect>` rule): the others stay listed, disabled, and a sentence says why.
import type { FundingToken, Mode } from '../../src/core/index.js'
import type { PlaygroundChain } from './devnet-info.js'
import { feeOptions } from './offers.js'
import { useWords } from './words.js'

/** The id of the eoa sentence the choice is described by (FlowPanel renders it). */
export const FEE_NOTE_ID = 'fee-note'

export function FeeChoice(props: {
  chainA: PlaygroundChain
  mode: Mode
  fundingTokens: readonly FundingToken[] | undefined
  value: string
  onChange: (fee: string) => void
}) {
  const { chainA, mode, fundingTokens, value, onChange } = props
  const words = useWords()
  const fee = words.flow.fee
  return (
    <label>
      {fee}{' '}
      <select
        aria-label={fee}
        aria-describedby={mode === 'eoa' ? FEE_NOTE_ID : undefined}
        value={value}
        onChange={(e) => onChange(e.target.value)}
      >
        {feeOptions(chainA, mode, fundingTokens, words).map((option) => (
          <option key={option.value} value={option.value} disabled={!option.usable}>
            {option.label}
          </option>
        ))}
      </select>
    </label>
  )
}

/** The sentence under the choices in eoa mode. */
export function FeeNote({ mode }: { mode: Mode }) {
  const note = useWords().eoaFeeNote
  return mode === 'eoa' ? (
    <p id={FEE_NOTE_ID} className="hint">
      {note}
    </p>
  ) : null
}
