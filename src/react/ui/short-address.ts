'use client'
/** `0x1234…abcd`: an address or hash short enough to read, long enough to tell apart. */
export function shortAddress(address: string): string {
  return address.length > 12 ? `${address.slice(0, 6)}…${address.slice(-4)}` : address
}
