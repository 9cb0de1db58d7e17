// `permit`: every field of the EIP-2612 Permit compared with what the request and the kit know;
// its deadline is uint256 of the quote hash, as the real MEE validator rebuilds it from the root
// (https://github.com/supertx-kit/supertx-kit/blob/main/docs/security.md). Name and version are
// not: a wrong one only makes a signature the token refuses, since the token and chain are fixed.
import { hexToBigInt } from 'viem'
import type { PermitItem } from '../schemas/payload.js'
import { accountOn, type ExpectedFunding, matchFunding } from './funding.js'
import { mismatch, sameAddress } from './mismatch.js'
import type { VerifyContext } from './types.js'

type Fields = readonly { name: string; type: string }[]

/** EIP-2612's Permit type, field for field, in order. */
export const permitType: Fields = [
  { name: 'owner', type: 'address' },
  { name: 'spender', type: 'address' },
  { name: 'value', type: 'uint256' },
  { name: 'nonce', type: 'uint256' },
  { name: 'deadline', type: 'uint256' },
]
/** The domain a Permit's domain object implies (viem derives it; a declared one must agree). */
const domainType: Fields = [
  { name: 'name', type: 'string' },
  { name: 'version', type: 'string' },
  { name: 'chainId', type: 'uint256' },
  { name: 'verifyingContract', type: 'address' },
]

const written = (fields: Fields) => fields.map((f) => `${f.type} ${f.name}`).join(', ')

function checkFields(actual: Fields, expected: Fields, at: string) {
  const same =
    actual.length === expected.length &&
    actual.every((f, i) => f.name === expected[i]?.name && f.type === expected[i]?.type)
  if (!same) mismatch(at, written(expected), written(actual))
}

export function checkPermit(
  ctx: VerifyContext,
  item: PermitItem,
  at: string,
  funding: readonly ExpectedFunding[],
  used: Set<number>,
): void {
  const path = `${at}.signablePayload`
  const { domain, types, message } = item.signablePayload
  checkFields(types.Permit, permitType, `${path}.types.Permit`)
  if (types.EIP712Domain) checkFields(types.EIP712Domain, domainType, `${path}.types.EIP712Domain`)
  if (!funding.some((f) => f.chainId === domain.chainId))
    mismatch(
      `${path}.domain.chainId`,
      [...new Set(funding.map((f) => f.chainId))].join(' or '),
      domain.chainId,
    )
  const expected = matchFunding(
    funding,
    used,
    `${path}.domain.verifyingContract`,
    domain.chainId,
    domain.verifyingContract,
  )
  if (!sameAddress(message.owner, ctx.owner))
    mismatch(`${path}.message.owner`, ctx.owner, message.owner)
  const account = accountOn(ctx, domain.chainId)
  if (!sameAddress(message.spender, account))
    mismatch(`${path}.message.spender`, account, message.spender)
  if (BigInt(message.value) !== expected.amount)
    mismatch(`${path}.message.value`, expected.amount, message.value)
  const root = hexToBigInt(ctx.quote.quote.hash as `0x${string}`)
  if (BigInt(message.deadline) !== root)
    mismatch(`${path}.message.deadline`, `${root} (uint256 of the quote hash)`, message.deadline)
  checkMetadata(item, at)
}

/** What the service says about the permit (a UI may show it) must be what is signed. */
function checkMetadata({ metadata, signablePayload }: PermitItem, at: string) {
  if (!metadata) return
  const { domain, message } = signablePayload
  const pairs: [keyof typeof metadata, string, boolean][] = [
    ['owner', message.owner, sameAddress(metadata.owner, message.owner)],
    ['spender', message.spender, sameAddress(metadata.spender, message.spender)],
    ['amount', message.value, safeBigInt(metadata.amount) === BigInt(message.value)],
    ['nonce', message.nonce, safeBigInt(metadata.nonce) === BigInt(message.nonce)],
    ['name', domain.name, metadata.name === domain.name],
    ['version', domain.version, metadata.version === domain.version],
  ]
  for (const [key, signed, same] of pairs)
    if (!same) mismatch(`${at}.metadata.${String(key)}`, signed, metadata[key])
}

function safeBigInt(value: unknown): bigint | undefined {
  try {
    return typeof value === 'string' && /^\d+$/.test(value) ? BigInt(value) : undefined
  } catch {
    return undefined
  }
}
