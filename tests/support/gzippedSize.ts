import { get } from 'node:http'

/** Bytes of a URL's body as sent to a client that accepts gzip only (not decompressed). */
function gzippedBytes(url: string): Promise<number> {
  return new Promise((resolve, reject) => {
    get(url, { headers: { 'accept-encoding': 'gzip' } }, (response) => {
      let bytes = 0
      response.on('data', (chunk: Buffer) => (bytes += chunk.length))
      response.on('end', () => resolve(bytes))
      response.on('error', reject)
    }).on('error', reject)
  })
}

/**
 * The target counts script "gzipped", but browsers that accept brotli are sent less: this is
 * what the same scripts weigh for a client that takes gzip, in KB.
 */
export async function gzippedKb(urls: string[]): Promise<number> {
  const sizes = await Promise.all(urls.map(gzippedBytes))
  return Math.round(sizes.reduce((sum, size) => sum + size, 0) / 1024)
}
