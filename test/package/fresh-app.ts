// What the package checks share: running a command with its output kept for the error, packing
// the built kit as npm publishes it, and a new app folder with that tarball installed.
import { execFileSync } from 'node:child_process'
import { mkdirSync, symlinkSync, writeFileSync } from 'node:fs'
import { dirname, join, resolve } from 'node:path'

export const root = resolve(import.meta.dirname, '../..')
export const modules = join(root, 'node_modules')

/** Runs `command`; a failure throws with its stdout and stderr. */
export function run(
  command: string,
  args: string[],
  cwd: string,
  env: NodeJS.ProcessEnv = {},
): string {
  try {
    return execFileSync(command, args, {
      cwd,
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'pipe'],
      env: { ...process.env, ...env },
    })
  } catch (error) {
    const { stdout, stderr } = error as { stdout?: string; stderr?: string }
    throw new Error(
      `${command} ${args.join(' ')} failed in ${cwd}:\n${stdout ?? ''}${stderr ?? ''}`,
    )
  }
}

/** `npm pack` of the repository into `work`; returns the tarball's path. */
export function packKit(work: string): string {
  const [pack] = JSON.parse(
    run('npm', ['pack', '--json', '--ignore-scripts', '--pack-destination', work], root),
  ) as [{ filename: string }]
  return join(work, pack.filename)
}

/** Links this repository's copy of `target` into the app's node_modules as `name`. */
export function link(app: string, name: string, target = name) {
  const path = join(app, 'node_modules', name)
  mkdirSync(dirname(path), { recursive: true })
  symlinkSync(join(modules, target), path, 'dir')
}

/**
 * A new app folder with the kit installed from the tarball (offline) and `packages` linked beside
 * it afterwards, so npm does not prune them.
 */
export function freshApp(work: string, name: string, tarball: string, packages: string[]): string {
  const app = join(work, name)
  mkdirSync(app)
  writeFileSync(join(app, 'package.json'), JSON.stringify({ name, private: true, type: 'module' }))
  run(
    'npm',
    [
      'install',
      tarball,
      '--offline',
      '--legacy-peer-deps',
      '--ignore-scripts',
      '--no-audit',
      '--no-fund',
    ],
    app,
  )
  for (const pkg of packages) link(app, pkg)
  return app
}
