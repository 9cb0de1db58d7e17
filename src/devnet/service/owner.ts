import { type Address, getAddress, isAddressEqual, zeroAddress } from 'viem'
import { validationError } from './api-errors.js'

/**
 * The request's owner, checksummed. The zero address is refused (400 VALIDATION_ERROR at `path`):
 * no key signs for it, so nothing quoted for it could ever execute.
 *
 * @example
 * const owner = requireOwner(request.ownerAddress)
 */
export function requireOwner(ownerAddress: string, path: string[] = ['ownerAddress']): Address {
  const owner = getAddress(ownerAddress)
  if (isAddressEqual(owner, zeroAddress)) {
    throw validationError(
      `ownerAddress is the zero address ${zeroAddress}: no private key signs for it, so nothing quoted for it could execute. Pass the address of the wallet that signs.`,
      path,
    )
  }
  return owner
}
