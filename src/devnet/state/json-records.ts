import { randomBytes } from 'node:crypto'
import { mkdir, open, readdir, readFile, rename, rm } from 'node:fs/promises'
import { dirname, join } from 'node:path'

// bigint has no JSON form: it is written as {"$bigint":"<decimal>"} and read back as a bigint.
const BIGINT = '$bigint'

/** JSON text of a value that may hold bigints (quotes and user ops do). */
export function encodeJson(value: unknown): string {
  return JSON.stringify(value, (_, v) => (typeof v === 'bigint' ? { [BIGINT]: v.toString() } : v))
}

/** The value `encodeJson` wrote; throws SyntaxError on a truncated or foreign text. */
export function decodeJson<T>(text: string): T {
  return JSON.parse(text, (_, v) =>
    v !== null &&
    typeof v === 'object' &&
    typeof v[BIGINT] === 'string' &&
    Object.keys(v).length === 1
      ? BigInt(v[BIGINT])
      : v,
  ) as T
}

const TEMP_SUFFIX = '.tmp'

/**
 * Writes a file so that a reader (or a start after a crash) sees either the old content or the
 * new one, never a torn mix: the text goes to a temporary file in the same folder, is flushed to
 * the disk, then renamed over the target (an atomic step on one file system), and the folder is
 * flushed.
 */
export async function writeFileAtomic(path: string, text: string): Promise<void> {
  const temp = `${path}.${process.pid}-${randomBytes(4).toString('hex')}${TEMP_SUFFIX}`
  const file = await open(temp, 'w')
  try {
    await file.writeFile(text)
    await file.sync()
  } finally {
    await file.close()
  }
  try {
    await rename(temp, path)
  } catch (error) {
    await rm(temp, { force: true })
    throw error
  }
  // The rename itself lives in the folder: flushing it makes the new name survive a power cut too.
  if (process.platform !== 'win32') {
    const folder = await open(dirname(path), 'r')
    try {
      await folder.sync()
    } finally {
      await folder.close()
    }
  }
}

/** What loading a folder of records found. */
export type LoadedRecords<T> = {
  records: { key: string; value: T }[]
  /** Files that are not valid records (a truncated write): set aside as `<name>.corrupt`. */
  corrupt: string[]
}

/**
 * One folder of JSON records, one file per key (`<key>.json`). Writes of one key happen in the
 * order they were asked for, each atomic (see {@link writeFileAtomic}); the text is taken when
 * `save` is called, so later changes to the value are not written by an earlier save.
 */
export class JsonRecords<T> {
  private readonly pending = new Map<string, Promise<void>>()
  private ready: Promise<unknown> | undefined

  constructor(readonly dir: string) {}

  private path(key: string): string {
    if (!/^[\w.-]+$/.test(key) || key.startsWith('.')) throw new Error(`Bad record key ${key}`)
    return join(this.dir, `${key}.json`)
  }

  /** Writes the record; resolves once it is on disk. */
  save(key: string, value: T): Promise<void> {
    const path = this.path(key)
    const text = encodeJson(value)
    return this.enqueue(key, () => writeFileAtomic(path, text))
  }

  /** Deletes the record (nothing happens when there is none). */
  remove(key: string): Promise<void> {
    const path = this.path(key)
    return this.enqueue(key, () => rm(path, { force: true }))
  }

  /** Resolves once every write asked for so far has ended. */
  async flush(): Promise<void> {
    while (this.pending.size > 0) await Promise.all(this.pending.values())
  }

  /**
   * Reads every record. Temporary files of writes a crash interrupted are deleted (the record
   * they were replacing is intact); a file that does not parse is renamed `<name>.corrupt` and
   * reported, and the others load.
   */
  async load(): Promise<LoadedRecords<T>> {
    await mkdir(this.dir, { recursive: true })
    const records: LoadedRecords<T>['records'] = []
    const corrupt: string[] = []
    for (const name of await readdir(this.dir)) {
      const path = join(this.dir, name)
      if (name.endsWith(TEMP_SUFFIX)) {
        await rm(path, { force: true })
        continue
      }
      if (!name.endsWith('.json')) continue
      try {
        records.push({
          key: name.slice(0, -'.json'.length),
          value: decodeJson<T>(await readFile(path, 'utf8')),
        })
      } catch {
        await rename(path, `${path}.corrupt`)
        corrupt.push(path)
      }
    }
    return { records, corrupt }
  }

  private enqueue(key: string, task: () => Promise<void>): Promise<void> {
    this.ready ??= mkdir(this.dir, { recursive: true })
    const previous = this.pending.get(key) ?? this.ready
    const run = previous.then(task)
    const settled = run.catch(() => undefined)
    this.pending.set(key, settled)
    void settled.then(() => {
      if (this.pending.get(key) === settled) this.pending.delete(key)
    })
    return run
  }
}
