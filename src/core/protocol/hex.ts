// Hex digits into bytes for the checks before signing, without viem's per-call validation: the
// callers have checked the strings already (readUserOp's pattern, the kit's own hashes).
/** Writes the hex digits `digits` (no prefix, even length, already checked) into `into` at `at`. */
export function writeHex(into: Uint8Array, at: number, digits: string): void {
  for (let i = 0, j = at; i < digits.length; i += 2, j++)
    into[j] = (nibble(digits.charCodeAt(i)) << 4) | nibble(digits.charCodeAt(i + 1))
}

// '0'–'9' are 48–57, 'A'–'F' 65–70, 'a'–'f' 97–102.
const nibble = (code: number) => (code < 58 ? code - 48 : (code | 32) - 87)

/** The bytes of hex digits already checked (no prefix, even length). */
export function bytesOfHex(digits: string): Uint8Array {
  const out = new Uint8Array(digits.length / 2)
  writeHex(out, 0, digits)
  return out
}
