import { describe, expect, it } from 'vitest'
import { checkRecipient } from '../../../src/core/forms/index.js'

const checksummed = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'

describe('checkRecipient', () => {
  it('takes a checksummed or an all-lowercase address, as its checksummed form', () => {
    expect(checkRecipient(checksummed, { ens: false })).toEqual({
      status: 'valid',
      address: checksummed,
    })
    expect(checkRecipient(` ${checksummed.toLowerCase()} `, { ens: false })).toEqual({
      status: 'valid',
      address: checksummed,
    })
  })

  it('refuses mixed case that does not match the checksum', () => {
    const typo = checksummed.replace('C51812', 'c51812')
    expect(checkRecipient(typo, { ens: false })).toEqual({ status: 'checksum' })
  })

  it('refuses what is no address', () => {
    expect(checkRecipient('0x1234', { ens: false })).toEqual({ status: 'invalid' })
    expect(checkRecipient('hello', { ens: false })).toEqual({ status: 'invalid' })
    expect(checkRecipient('', { ens: false })).toEqual({ status: 'empty' })
  })

  it('says whether a name can be resolved on the chain', () => {
    expect(checkRecipient('alice.eth', { ens: false })).toEqual({
      status: 'name',
      name: 'alice.eth',
      resolvable: false,
    })
    expect(checkRecipient('alice.eth', { ens: true })).toMatchObject({ resolvable: true })
  })
})
