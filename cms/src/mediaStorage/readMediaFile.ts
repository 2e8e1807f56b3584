import { GetObjectCommand, S3Client } from '@aws-sdk/client-s3'
import { readFile } from 'node:fs/promises'
import path from 'node:path'

import { env } from '@/env'

let client: S3Client | undefined

/**
 * The bytes of an uploaded file (an original or one of its sizes) by its stored name, from the
 * bucket when object storage is configured, else from MEDIA_DIR: for server-side work on images,
 * such as the og-image, that must not depend on which instance received the upload.
 */
export async function readMediaFile(filename: string): Promise<Buffer> {
  const name = path.basename(filename)
  const storage = env.objectStorage
  if (!storage) return readFile(path.join(env.mediaDir, name))
  client ??= new S3Client(storage.client)
  const object = await client.send(new GetObjectCommand({ Bucket: storage.bucket, Key: name }))
  if (!object.Body) throw new Error(`Media file ${name} has no body in bucket ${storage.bucket}`)
  return Buffer.from(await object.Body.transformToByteArray())
}
