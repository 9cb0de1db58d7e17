import { type ChildProcess, spawn } from 'node:child_process'
import { createRequire } from 'node:module'

export type AnvilOptions = {
  /** Chain id of the new chain. */
  chainId: number
  /** Port on 127.0.0.1; 0 (default) lets anvil pick a free one. */
  port?: number
  /** Block time in seconds; default: a block per transaction (automine). */
  blockTime?: number
  /** Extra arguments passed to anvil as they are. */
  args?: string[]
}

export type Anvil = {
  chainId: number
  port: number
  rpcUrl: string
  process: ChildProcess
  stop: () => Promise<void>
}

/** Resolves the anvil binary shipped in `@foundry-rs/anvil`'s platform package (no postinstall). */
export function resolveAnvilBinary(): string {
  const require = createRequire(import.meta.url)
  const pkg = `@foundry-rs/anvil-${process.platform}-${process.arch === 'x64' ? 'amd64' : process.arch}`
  try {
    return require.resolve(`${pkg}/bin/anvil`)
  } catch (cause) {
    throw new Error(
      `Cannot find the anvil binary (${pkg}). Install it with \`npm i -D @foundry-rs/anvil\`; the devnet needs it to run local chains.`,
      { cause },
    )
  }
}

/** Starts one anvil on 127.0.0.1 with the Prague hardfork and resolves once it answers RPC. */
export async function spawnAnvil(options: AnvilOptions): Promise<Anvil> {
  const { chainId, port = 0, blockTime, args = [] } = options
  const child = spawn(
    resolveAnvilBinary(),
    [
      '--host',
      '127.0.0.1',
      '--port',
      String(port),
      '--chain-id',
      String(chainId),
      '--hardfork',
      'prague',
      ...(blockTime ? ['--block-time', String(blockTime)] : []),
      ...args,
    ],
    { stdio: ['ignore', 'pipe', 'pipe'] },
  )
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()))
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM')
    await exited
  }
  const actualPort = await new Promise<number>((resolve, reject) => {
    let out = ''
    const onData = (chunk: Buffer) => {
      out += chunk.toString()
      const match = /Listening on 127\.0\.0\.1:(\d+)/.exec(out)
      if (match) {
        child.stdout?.off('data', onData)
        resolve(Number(match[1]))
      }
    }
    child.stdout?.on('data', onData)
    child.stderr?.on('data', (chunk: Buffer) => {
      out += chunk.toString()
    })
    child.once('error', reject)
    child.once('exit', (code) =>
      reject(
        new Error(`anvil (chain ${chainId}) exited with code ${code} before listening:\n${out}`),
      ),
    )
  })
  // Drain the pipes so a chatty anvil never blocks on a full buffer.
  child.stdout?.resume()
  child.stderr?.resume()
  const rpcUrl = `http://127.0.0.1:${actualPort}`
  return { chainId, port: actualPort, rpcUrl, process: child, stop }
}
