import { screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { chainA, usdc } from '../../../fixtures/two-chain-states.js'
import { TokenAmount } from '../../../src/react/components/parts/TokenAmount.js'
import { renderPart } from './render.js'

describe('<TokenAmount>', () => {
  it('takes className beside its own, known token or not', () => {
    const { container } = renderPart(
      <>
        <TokenAmount chainId={chainA} address={usdc} amount="1500000" className="mine" />
        <TokenAmount
          chainId={chainA}
          address="0x9999999999999999999999999999999999999999"
          amount="7"
          className="theirs"
        />
      </>,
    )
    expect(screen.getByText('1.5', { exact: false })).toHaveClass('stx-amount', 'mine')
    expect(container.querySelector('.theirs')).toHaveClass('stx-amount')
    expect(container.querySelector('.theirs')).toHaveTextContent('7 0x9999…9999')
  })
})
