import { s3Storage } from '@payloadcms/storage-s3'
import type { CollectionConfig, Config, Plugin } from 'payload'

import { env } from '@/env'

const MEDIA = 'media'

/**
 * Payload re-reads an original over HTTP from its own `/cms-api/media/file/…` when an editor moves
 * the focal point or crops an image kept in a bucket, and its safe fetch refuses private and
 * loopback hosts: let it reach the media files of the CMS's and the site's own origins (its
 * trusted CORS origins), and nothing else there.
 */
function ownOriginsFetchable(collection: CollectionConfig): CollectionConfig {
  if (collection.slug !== MEDIA || typeof collection.upload !== 'object') return collection
  const skipSafeFetch = [env.cmsUrl, env.siteUrl].map((origin) => {
    const { protocol, hostname, port } = new URL(origin)
    return {
      protocol: protocol === 'https:' ? ('https' as const) : ('http' as const),
      hostname,
      port,
      pathname: '/cms-api/media/file/*',
    }
  })
  return { ...collection, upload: { ...collection.upload, skipSafeFetch } }
}

/**
 * Uploaded images and their sizes in the S3_* bucket when one is configured, on MEDIA_DIR
 * otherwise. Files keep being served by Payload at /cms-api/media/file/<name> (read access and
 * the collection's Cache-Control apply; the bucket stays private), so URLs, the sanitiser's
 * allowed image path and the site's CSP are the same for both stores.
 */
export function mediaStoragePlugin(): Plugin {
  const storage = env.objectStorage
  const s3 = s3Storage({
    enabled: Boolean(storage),
    // The plugin's fields (prefix, _objectKey) exist with and without a bucket, so one migrated
    // schema serves both. An empty prefix: object keys are the file names, as on disk.
    alwaysInsertFields: true,
    collections: { [MEDIA]: { prefix: '' } },
    bucket: storage?.bucket ?? '',
    config: storage?.client ?? {},
  })
  if (!storage) return s3
  return (config: Config) =>
    s3({ ...config, collections: config.collections?.map(ownOriginsFetchable) })
}
