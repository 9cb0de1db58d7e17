// `onchain`: the approval transaction compared byte for byte with approve(the owner's account,
// the requested amount), optionally followed by the quote hash (the devnet appends it).
import { decodeFunctionData, encodeFunctionData, erc20Abi, type Hex, size, slice } from 'viem'
import type { OnchainItem } from '../schemas/payload.js'
import { accountOn, type ExpectedFunding, matchFunding } from './funding.js'
import { mismatch, sameAddress } from './mismatch.js'
import type { VerifyContext } from './types.js'

export function checkOnchain(
  ctx: VerifyContext,
  item: OnchainItem,
  at: string,
  funding: readonly ExpectedFunding[],
  used: Set<number>,
): void {
  if (!funding.some((f) => f.chainId === item.chainId))
    mismatch(
      `${at}.chainId`,
      [...new Set(funding.map((f) => f.chainId))].join(' or '),
      item.chainId,
    )
  const expected = matchFunding(funding, used, `${at}.to`, item.chainId, item.to)
  if (BigInt(item.value) !== 0n) mismatch(`${at}.value`, '0', item.value)
  const account = accountOn(ctx, item.chainId)
  checkApproveData(ctx, item.data, `${at}.data`, account, expected.amount)
}

function checkApproveData(
  ctx: VerifyContext,
  data: Hex,
  at: string,
  spender: string,
  amount: bigint,
): void {
  const hash = ctx.quote.quote.hash
  const length = size(data)
  if (length !== 68 && length !== 100)
    mismatch(at, `approve(${spender}, ${amount}), optionally followed by the quote hash`, data)
  const call = slice(data, 0, 68)
  let args: readonly unknown[] | undefined
  try {
    const decoded = decodeFunctionData({ abi: erc20Abi, data: call })
    if (decoded.functionName === 'approve') args = decoded.args
  } catch {}
  if (!args) mismatch(at, 'approve(address,uint256)', slice(data, 0, 4))
  const [actualSpender, actualAmount] = args as [Hex, bigint]
  if (!sameAddress(actualSpender, spender)) mismatch(`${at}.spender`, spender, actualSpender)
  if (actualAmount !== amount) mismatch(`${at}.amount`, amount, actualAmount)
  // Byte for byte: an address word with stray high bytes decodes the same but is not the same call.
  const exact = encodeFunctionData({
    abi: erc20Abi,
    functionName: 'approve',
    args: [spender as Hex, amount],
  })
  if (call.toLowerCase() !== exact.toLowerCase()) mismatch(at, exact, call)
  if (length === 100 && slice(data, 68).toLowerCase() !== hash.toLowerCase())
    mismatch(`${at} (appended quote hash)`, hash, slice(data, 68))
}
