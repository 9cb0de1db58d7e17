import type { Address } from 'viem'

/** Whether `code` is the EIP-7702 designator `0xef0100 ‖ implementation`. */
export function isDelegatedTo(code: string, implementation: Address): boolean {
  return code.toLowerCase() === `0xef0100${implementation.slice(2)}`.toLowerCase()
}
