import {
  GetObjectCommand,
  ListObjectsV2Command,
  PutObjectCommand,
  S3Client,
} from '@aws-sdk/client-s3'
import { mkdir, readFile, readdir, writeFile } from 'node:fs/promises'
import path from 'node:path'

import { IMAGE_MIME_TYPES, detectImageFormat } from '../../../cms/src/collections/Media/imageFormat'
import { objectStorageFrom, type ObjectStorage } from '../../../cms/src/mediaStorage/objectStorage'

/** Where the uploaded media files live, as the backup and the restore see them. */
export interface MediaStore {
  names: () => Promise<string[]>
  read: (name: string) => Promise<Buffer>
  write: (name: string, bytes: Buffer) => Promise<void>
}

export function diskMediaStore(dir: string): MediaStore {
  // Names come from a backup file: only ever a file directly inside the folder.
  const file = (name: string) => path.join(dir, path.basename(name))
  return {
    async names() {
      const entries = await readdir(dir, { withFileTypes: true }).catch(() => [])
      return entries.filter((entry) => entry.isFile()).map((entry) => entry.name)
    },
    read: (name) => readFile(file(name)),
    async write(name, bytes) {
      await mkdir(dir, { recursive: true })
      await writeFile(file(name), bytes)
    },
  }
}

function bucketMediaStore({ bucket, client: config }: ObjectStorage): MediaStore {
  const client = new S3Client(config)
  return {
    async names() {
      const names: string[] = []
      let ContinuationToken: string | undefined
      do {
        const page = await client.send(
          new ListObjectsV2Command({ Bucket: bucket, ContinuationToken }),
        )
        for (const object of page.Contents ?? []) if (object.Key) names.push(object.Key)
        ContinuationToken = page.NextContinuationToken
      } while (ContinuationToken)
      return names
    },
    async read(name) {
      const object = await client.send(new GetObjectCommand({ Bucket: bucket, Key: name }))
      return Buffer.from((await object.Body?.transformToByteArray()) ?? [])
    },
    async write(name, bytes) {
      // Payload serves a bucket's file with the type stored on the object: the one its content shows.
      const format = detectImageFormat(bytes)
      const ContentType = format ? IMAGE_MIME_TYPES[format] : 'application/octet-stream'
      await client.send(
        new PutObjectCommand({ Bucket: bucket, Key: name, Body: bytes, ContentType }),
      )
    },
  }
}

/** The store the CMS uses with the same environment: the S3_* bucket, else MEDIA_DIR. */
export function mediaStoreFromEnvironment(dataDir: string): MediaStore {
  const storage = objectStorageFrom(process.env)
  if (storage) return bucketMediaStore(storage)
  return diskMediaStore(process.env.MEDIA_DIR ?? path.join(dataDir, 'media'))
}
