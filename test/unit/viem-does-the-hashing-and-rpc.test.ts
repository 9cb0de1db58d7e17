// What viem does, the kit does not write again: no module of `src` computes Keccak of its own
// (viem's `keccak256`), encodes an `eth_call` by hand (viem's `readContract`, `multicall`, `call`)
// or calls `eth_simulateV1` by hand (viem's `simulateBlocks`, `simulateCalls`). Read on the
// sources, every `.ts` and `.tsx` under `src`, the devnet's included.
import { readdirSync, readFileSync } from 'node:fs'
import { join, relative, resolve } from 'node:path'
import { describe, expect, it } from 'vitest'

const root = resolve(import.meta.dirname, '../..')
const src = join(root, 'src')

const handWritten: { what: string; pattern: RegExp }[] = [
  {
    what: 'an eth_call sent by hand (viem: readContract, multicall or call)',
    pattern: /method:\s*['"`]eth_call['"`]/,
  },
  {
    what: 'eth_simulateV1 sent by hand (viem: simulateBlocks or simulateCalls)',
    pattern: /method:\s*['"`]eth_simulateV1['"`]/,
  },
  {
    // A Keccak-f[1600] of its own shows its round constants or its name; another hash library's
    // Keccak is a second copy beside viem's.
    what: 'a Keccak of its own (viem: keccak256)',
    pattern:
      /0x8000000080008008|0x800000000000808a|\bkeccak_?f(1600)?\b|\bkeccakP\b|(function|const|let)\s+keccak(?!256\b)\w*\s*[=(]|from\s+['"](@noble\/hashes\/sha3|js-sha3|keccak)['"]/i,
  },
]

/** Which of `handWritten` a source text holds. */
const handWrittenIn = (text: string) =>
  handWritten.filter(({ pattern }) => pattern.test(text)).map(({ what }) => what)

const sources = (readdirSync(src, { recursive: true, encoding: 'utf8' }) as string[])
  .filter((file) => /\.tsx?$/.test(file))
  .map((file) => join(src, file))

describe('viem does the hashing and the RPC', () => {
  it('each pattern finds what it stands for (the scan below is not void)', () => {
    expect(
      handWrittenIn("client.request({ method: 'eth_call', params: [call, 'latest'] })"),
    ).toEqual([handWritten[0]?.what])
    expect(handWrittenIn('await client.request({ method: "eth_simulateV1", params })')).toEqual([
      handWritten[1]?.what,
    ])
    expect(handWrittenIn('const RC = [1n, 0x8000000080008008n]')).toEqual([handWritten[2]?.what])
    expect(handWrittenIn('export function keccakF1600(state: Uint32Array) {}')).toEqual([
      handWritten[2]?.what,
    ])
    expect(handWrittenIn("import { keccak_256 } from '@noble/hashes/sha3'")).toEqual([
      handWritten[2]?.what,
    ])
    // viem's own calls are what the kit should write.
    expect(
      handWrittenIn(
        "import { keccak256 } from 'viem'\nawait simulateBlocks(client, { blocks })\nkeccak256(data)",
      ),
    ).toEqual([])
    expect(sources.length).toBeGreaterThan(100)
  })

  it('no module of src writes Keccak, an eth_call or eth_simulateV1 by hand', () => {
    const found = sources.flatMap((file) =>
      handWrittenIn(readFileSync(file, 'utf8')).map((what) => `${relative(root, file)}: ${what}`),
    )
    expect(found).toEqual([])
  })
})
