import { createReadStream } from 'node:fs'
import { open } from 'node:fs/promises'
import { createInterface } from 'node:readline'
import { once } from 'node:events'
import { createGunzip, createGzip } from 'node:zlib'

/**
 * A backup file: gzip'd JSON lines. The first line is the manifest; then one line per table batch
 * ({ table, rows }) and per media file ({ media, base64 }).
 */
export interface Manifest {
  format: 'blockwise-backup/1'
  createdAt: string
  /** The migrations the data belongs to; a restore needs the same schema. */
  migrations: string[]
  tables: string[]
}

export type Entry = { table: string; rows: unknown[] } | { media: string; base64: string }

export interface ArchiveWriter {
  write: (line: Manifest | Entry) => Promise<void>
  close: () => Promise<void>
}

/**
 * A new backup file, readable by its owner only: it holds password hashes and webhook secrets. An
 * existing file is emptied and made private before anything is written to it.
 */
export async function writeArchive(file: string): Promise<ArchiveWriter> {
  const handle = await open(file, 'w', 0o600)
  await handle.chmod(0o600)
  const gzip = createGzip()
  const output = gzip.pipe(handle.createWriteStream())
  return {
    async write(line) {
      if (!gzip.write(`${JSON.stringify(line)}\n`)) await once(gzip, 'drain')
    },
    async close() {
      gzip.end()
      await once(output, 'finish')
    },
  }
}

export async function* readArchive(file: string): AsyncGenerator<Manifest | Entry> {
  const lines = createInterface({ input: createReadStream(file).pipe(createGunzip()) })
  for await (const line of lines) if (line.trim()) yield JSON.parse(line) as Manifest | Entry
}
