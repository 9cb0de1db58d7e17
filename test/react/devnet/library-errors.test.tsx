// A library's error never reaches the user as it is: a token transfer that reverts on a real
// devnet chain with OpenZeppelin's ERC20InsufficientBalance (0xe450d38c), which viem cannot decode
// with the plain ERC-20 ABI ("Unable to decode signature", a 4byte link, viem's version), is said
// in the user's words with the balance and the amount needed.
import { erc20Abi } from 'viem'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { describe, expect, it } from 'vitest'
import { classifyError, describeError } from '../../../src/react/i18n/describe-error.js'
import { publicClient, recipient, USDC } from './env.js'

/** What viem throws for a transfer of `amount` USDC from an account that holds none. */
async function transferRevert(amount: bigint): Promise<unknown> {
  // A fresh account: it holds no USDC (a simulation, nothing is sent).
  const from = privateKeyToAccount(generatePrivateKey()).address
  try {
    await publicClient().simulateContract({
      account: from,
      address: USDC,
      abi: erc20Abi,
      functionName: 'transfer',
      args: [recipient, amount],
    })
  } catch (error) {
    return error
  }
  throw new Error('the transfer did not revert')
}

describe('a library error in the user’s words', () => {
  it('ERC20InsufficientBalance from viem: the balance and the amount needed, no raw signature', async () => {
    const error = await transferRevert(5_000_000n)
    // The error as viem gives it: the raw selector, undecoded.
    expect(String((error as Error).message)).toContain('0xe450d38c')
    const sentence = describeError(error)
    expect(classifyError(error).key).toBe('tokenBalanceTooLow')
    expect(sentence).toContain('is 0 base units; this needs 5000000 base units')
    expect(sentence).not.toMatch(/0xe450d38c|Unable to decode|4byte|https?:|viem|reverted with/)
  })
})
