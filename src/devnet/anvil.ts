import { type ChildProcess, spawn } from 'node:child_process'
import { createRequire } from 'node:module'
import { AnvilNotFoundError, AnvilPortInUseError, AnvilStartError } from './chains/errors.js'
import { stopOnShutdown } from './chains/shutdown.js'
import { watchProcess } from './chains/watchdog.js'
import { DevnetDependencyMissingError } from './dependencies.js'

export type AnvilOptions = {
  /** Chain id of the new chain. */
  chainId: number
  /** Port on 127.0.0.1; 0 (default) lets anvil pick a free one. */
  port?: number
  /** Block time in seconds; default: a block per transaction (automine). */
  blockTime?: number
  /** Extra arguments passed to anvil as they are. */
  args?: string[]
  /** Path of the anvil binary; default: the one in `@foundry-rs/anvil`. */
  anvilBinary?: string
  /**
   * How long anvil may take to listen before it is stopped and the start fails; default 60 s.
   * anvil listens within a second even on a loaded machine: this bounds a hang, not slowness.
   */
  startTimeoutMs?: number
}

export type Anvil = {
  chainId: number
  port: number
  rpcUrl: string
  /** The anvil process's id (for RSS readings, or to check it is gone). */
  pid: number
  process: ChildProcess
  /** Ends anvil and resolves once it has exited; safe to call more than once. */
  stop: () => Promise<void>
}

// anvil exits within milliseconds of SIGTERM; past this something is wrong and SIGKILL follows.
const STOP_GRACE_MS = 5_000
const START_TIMEOUT_MS = 60_000

/**
 * Resolves the anvil binary shipped in `@foundry-rs/anvil`'s platform package (no postinstall).
 * Throws DevnetDependencyMissingError without `@foundry-rs/anvil`, and AnvilNotFoundError when it
 * is installed without this platform's package.
 */
export function resolveAnvilBinary(from: string = import.meta.url): string {
  const require = createRequire(from)
  const pkg = `@foundry-rs/anvil-${process.platform}-${process.arch === 'x64' ? 'amd64' : process.arch}`
  // The platform package is an optional dependency of @foundry-rs/anvil: under strict layouts
  // (pnpm) only that package can see it, so ask from there first, then from here.
  const bases: string[] = []
  try {
    bases.push(require.resolve('@foundry-rs/anvil/package.json'))
  } catch {}
  bases.push(from)
  let cause: unknown
  for (const base of bases) {
    try {
      return createRequire(base).resolve(`${pkg}/bin/anvil`)
    } catch (error) {
      cause = error
    }
  }
  if (bases.length === 1)
    throw new DevnetDependencyMissingError({ packageNames: ['@foundry-rs/anvil'], cause })
  throw new AnvilNotFoundError({ binary: pkg, cause, platformPackage: true })
}

/**
 * Starts one anvil on 127.0.0.1 with the Prague hardfork and resolves once it answers RPC. The
 * anvil never outlives this process: it is stopped on SIGINT/SIGTERM/exit, and a watchdog ends it
 * if this process is killed outright.
 *
 * @example
 * const anvil = await spawnAnvil({ chainId: 31337 })
 * // ... use anvil.rpcUrl
 * await anvil.stop()
 */
export async function spawnAnvil(options: AnvilOptions): Promise<Anvil> {
  const { chainId, port = 0, blockTime, args = [], startTimeoutMs = START_TIMEOUT_MS } = options
  const binary = options.anvilBinary ?? resolveAnvilBinary()
  const child = spawn(
    binary,
    [
      ...['--host', '127.0.0.1', '--port', String(port), '--chain-id', String(chainId)],
      ...['--hardfork', 'prague'],
      ...(blockTime ? ['--block-time', String(blockTime)] : []),
      ...args,
    ],
    { stdio: ['ignore', 'pipe', 'pipe'] },
  )
  const watchdog = child.pid === undefined ? undefined : watchProcess(child.pid)
  const exited = new Promise<void>((resolve) => {
    child.once('exit', () => {
      watchdog?.release()
      resolve()
    })
    // A binary that cannot be spawned reports 'error' and never 'exit'.
    if (child.pid === undefined) child.once('error', () => resolve())
  })
  const running = () =>
    child.pid !== undefined && child.exitCode === null && child.signalCode === null
  let stopping: Promise<void> | undefined
  const stop = () => {
    stopping ??= (async () => {
      forget()
      if (running()) child.kill('SIGTERM')
      const timer = setTimeout(() => running() && child.kill('SIGKILL'), STOP_GRACE_MS)
      await exited
      clearTimeout(timer)
    })()
    return stopping
  }
  const forget = stopOnShutdown({ stop, killSync: () => running() && child.kill('SIGTERM') })

  try {
    const actualPort = await waitUntilListening(child, {
      chainId,
      port,
      binary,
      timeoutMs: startTimeoutMs,
    })
    // Drain the pipes so a chatty anvil never blocks on a full buffer.
    child.stdout?.resume()
    child.stderr?.resume()
    const rpcUrl = `http://127.0.0.1:${actualPort}`
    return { chainId, port: actualPort, rpcUrl, pid: child.pid as number, process: child, stop }
  } catch (error) {
    await stop()
    throw error
  }
}

function waitUntilListening(
  child: ChildProcess,
  {
    chainId,
    port,
    binary,
    timeoutMs,
  }: { chainId: number; port: number; binary: string; timeoutMs: number },
): Promise<number> {
  return new Promise<number>((resolve, reject) => {
    let out = ''
    // Without a bound, an anvil that never prints its address would hang whoever awaits it.
    const timer = setTimeout(
      () => reject(new AnvilStartError({ chainId, exitCode: null, output: out, timeoutMs })),
      timeoutMs,
    )
    const onData = (chunk: Buffer) => {
      out += chunk.toString()
      const match = /Listening on 127\.0\.0\.1:(\d+)/.exec(out)
      if (match) {
        clearTimeout(timer)
        child.stdout?.off('data', onData)
        resolve(Number(match[1]))
      }
    }
    child.stdout?.on('data', onData)
    child.stderr?.on('data', (chunk: Buffer) => {
      out += chunk.toString()
    })
    child.once('error', (cause) => {
      clearTimeout(timer)
      reject(new AnvilNotFoundError({ binary, cause }))
    })
    child.once('exit', (exitCode) => {
      clearTimeout(timer)
      reject(
        /address already in use/i.test(out)
          ? new AnvilPortInUseError({ port, chainId, cause: new Error(out.trim()) })
          : new AnvilStartError({ chainId, exitCode, output: out }),
      )
    })
  })
}
