import { readdir, readFile, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { promisify } from 'node:util'
import { brotliCompress, constants, gzip } from 'node:zlib'

const brotli = promisify(brotliCompress)
const gzipAsync = promisify(gzip)

/** Text formats worth compressing; images and fonts are compressed already. */
const COMPRESSIBLE = /\.(js|mjs|css|svg|json|txt|html|xml)$/

/**
 * Writes `file.br` (brotli at its highest quality) and `file.gz` beside every compressible file
 * under `dir`, for the site's and the CMS's servers to send as they are (staticFiles.ts):
 * Next compressed each hashed file with gzip on every request, and brotli makes the pages'
 * scripts ~14 % smaller.
 * A copy that would not be smaller is not written. Returns how many files got a copy.
 */
export async function precompressDirectory(dir: string): Promise<number> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true })
  const files = entries
    .filter((entry) => entry.isFile() && COMPRESSIBLE.test(entry.name))
    .map((entry) => path.join(entry.parentPath, entry.name))
  const copied = await Promise.all(files.map(precompressFile))
  return copied.filter(Boolean).length
}

/** Whether either copy was worth writing. */
async function precompressFile(file: string): Promise<boolean> {
  const source = await readFile(file)
  const [br, gz] = await Promise.all([
    brotli(source, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_SIZE_HINT]: source.length,
      },
    }),
    gzipAsync(source, { level: constants.Z_BEST_COMPRESSION }),
  ])
  if (br.length < source.length) await writeFile(`${file}.br`, br)
  if (gz.length < source.length) await writeFile(`${file}.gz`, gz)
  return br.length < source.length || gz.length < source.length
}
