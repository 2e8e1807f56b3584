import { s3Storage } from '@payloadcms/storage-s3'
import type { Plugin } from 'payload'

import { env } from '@/env'

/**
 * Uploaded images and their sizes in the S3_* bucket when one is configured, on MEDIA_DIR
 * otherwise. Files keep being served by Payload at /cms-api/media/file/<name> (read access and
 * the collection's Cache-Control apply; the bucket stays private), so URLs, the sanitiser's
 * allowed image path and the site's CSP are the same for both stores.
 */
export function mediaStoragePlugin(): Plugin {
  const storage = env.objectStorage
  return s3Storage({
    enabled: Boolean(storage),
    // The plugin's fields (prefix, _objectKey) exist with and without a bucket, so one migrated
    // schema serves both. An empty prefix: object keys are the file names, as on disk.
    alwaysInsertFields: true,
    collections: { media: { prefix: '' } },
    bucket: storage?.bucket ?? '',
    config: storage?.client ?? {},
  })
}
