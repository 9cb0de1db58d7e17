import { describe, expect, it } from 'vitest'
import { maxAmount } from '../../../src/core/forms/index.js'

const usdc = '0x5FbDB2315678afecb367f032d93F642f64180aa3'
const weth = '0xe7f1725E7734CE288F8367e1Bb143E90bb3F0512'

describe('maxAmount', () => {
  it('leaves the fee when it is paid in the token being sent, on its chain', () => {
    const fee = { chainId: 31337, token: usdc.toLowerCase(), amount: '1854321' }
    expect(maxAmount({ balance: 100_000_000n, chainId: 31337, token: usdc, fee })).toEqual({
      amount: 98_145_679n,
      reserved: 1_854_321n,
    })
  })

  it('takes the whole balance when the fee is another token, another chain, or none', () => {
    const whole = { amount: 100_000_000n, reserved: 0n }
    const base = { balance: 100_000_000n, chainId: 31337, token: usdc }
    expect(maxAmount({ ...base, fee: { chainId: 31337, token: weth, amount: '5' } })).toEqual(whole)
    expect(maxAmount({ ...base, fee: { chainId: 31338, token: usdc, amount: '5' } })).toEqual(whole)
    expect(maxAmount(base)).toEqual(whole)
  })

  it('never goes below 0, and reserves nothing for a fee that is not a whole amount', () => {
    const fee = { chainId: '31337', token: usdc, amount: 7n }
    expect(maxAmount({ balance: 5n, chainId: 31337, token: usdc, fee })).toEqual({
      amount: 0n,
      reserved: 7n,
    })
    const odd = { chainId: 31337, token: usdc, amount: '1.5' }
    expect(maxAmount({ balance: 5n, chainId: 31337, token: usdc, fee: odd })).toEqual({
      amount: 5n,
      reserved: 0n,
    })
  })
})
