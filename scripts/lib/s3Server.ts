import { mkdir, mkdtemp, rm } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'

import S3rver from 's3rver'

/** s3rver's only credentials: it checks every request's signature against them. */
const ACCESS_KEY_ID = 'S3RVER'
const SECRET_ACCESS_KEY = 'S3RVER'

export interface S3Server {
  /** http://127.0.0.1:<port>, the endpoint a client with path-style addressing talks to. */
  endpoint: string
  bucket: string
  /** The S3_* variables that point a CMS (or db:backup / db:restore) at this server's bucket. */
  environment: Record<string, string>
  stop: () => Promise<void>
}

/**
 * A server speaking the S3 REST protocol (s3rver), in this process, on loopback, with one bucket.
 * Its objects live in `directory`, kept on stop, or else in a temporary folder removed on stop.
 */
export async function startS3Server(
  options: { port?: number; bucket?: string; directory?: string } = {},
): Promise<S3Server> {
  const bucket = options.bucket ?? 'media'
  const directory = options.directory ?? (await mkdtemp(path.join(os.tmpdir(), 'blockwise-s3-')))
  if (options.directory) await mkdir(directory, { recursive: true })
  const server = new S3rver({
    address: '127.0.0.1',
    port: options.port ?? 0,
    directory,
    silent: true,
    configureBuckets: [{ name: bucket, configs: [] }],
  })
  const { port } = await server.run()
  const endpoint = `http://127.0.0.1:${port}`
  return {
    endpoint,
    bucket,
    environment: {
      S3_BUCKET: bucket,
      S3_REGION: 'us-east-1',
      S3_ENDPOINT: endpoint,
      S3_ACCESS_KEY_ID: ACCESS_KEY_ID,
      S3_SECRET_ACCESS_KEY: SECRET_ACCESS_KEY,
      S3_FORCE_PATH_STYLE: 'true',
    },
    stop: async () => {
      await server.close()
      if (!options.directory) await rm(directory, { recursive: true, force: true })
    },
  }
}
