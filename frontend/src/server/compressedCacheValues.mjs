import { Buffer } from 'node:buffer'
import { promisify } from 'node:util'
import { brotliCompress, brotliDecompress, constants } from 'node:zlib'

const compress = promisify(brotliCompress)
const decompress = promisify(brotliDecompress)

/** What marks a stored value as this format; anything else reads as a miss. */
const FORMAT = 'br1:'
/**
 * Brotli's quality 4: a page's entry to about a sixth in ~2 ms on a worker thread (quality 5–6
 * save a few percent more for twice to four times the time).
 */
const QUALITY = 4

/**
 * @typedef {import('@fortedigital/nextjs-cache-handler/redis-strings').CacheValueSerializer} CacheValueSerializer
 * @typedef {Parameters<CacheValueSerializer['serialize']>[0]} CacheEntry
 * @typedef {{ kind?: string, rscData?: string, segmentData?: Record<string, string> }} StoredPage
 * @typedef {(bytes: string) => string} Recode
 */

/**
 * A page's RSC payloads recoded (the handler hands them over as base64): bytes as one Latin-1
 * character each before compressing, which compresses to a third less than their base64.
 * @param {CacheEntry} entry
 * @param {Recode} recode
 * @returns {CacheEntry}
 */
function recodePayloads(entry, recode) {
  const page = /** @type {StoredPage | null | undefined} */ (entry.value)
  if (page?.kind !== 'APP_PAGE') return entry
  const segments = page.segmentData && Object.entries(page.segmentData)
  const recoded = {
    ...page,
    rscData: page.rscData === undefined ? undefined : recode(page.rscData),
    segmentData:
      segments && Object.fromEntries(segments.map(([segment, data]) => [segment, recode(data)])),
  }
  return /** @type {CacheEntry} */ ({ ...entry, value: recoded })
}

/** @type {Recode} */
const base64ToLatin1 = (data) => Buffer.from(data, 'base64').toString('latin1')
/** @type {Recode} */
const latin1ToBase64 = (data) => Buffer.from(data, 'latin1').toString('base64')

/**
 * How the shared page cache stores Next's entries in Redis: JSON compressed with brotli, as
 * base64. A page's entry (its HTML, its RSC payload, and the same payload again by segment) took
 * ~160 KB of Redis as JSON, so 100,000 cached articles would have needed 16 GB; compressed it is
 * ~20 KB. Compression runs on libuv's threads, off the event loop that serves readers.
 * @type {CacheValueSerializer}
 */
export const compressedCacheValues = {
  async serialize(value) {
    const json = JSON.stringify(recodePayloads(value, base64ToLatin1))
    const packed = await compress(json, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: QUALITY,
        [constants.BROTLI_PARAM_SIZE_HINT]: Buffer.byteLength(json),
      },
    })
    return FORMAT + packed.toString('base64')
  },
  async deserialize(stored) {
    if (!stored.startsWith(FORMAT)) return null
    let json
    try {
      json = await decompress(Buffer.from(stored.slice(FORMAT.length), 'base64'))
    } catch {
      // A damaged entry is a miss: the page renders again and replaces it.
      return null
    }
    /** @type {unknown} */
    const entry = JSON.parse(json.toString())
    return recodePayloads(/** @type {CacheEntry} */ (entry), latin1ToBase64)
  },
}
