import type { S3ClientConfig } from '@aws-sdk/client-s3'

/** Where uploaded media live when S3_BUCKET is set: one bucket of S3, R2, MinIO or the like. */
export interface ObjectStorage {
  bucket: string
  client: S3ClientConfig
}

const S3_VARIABLES = [
  'S3_BUCKET',
  'S3_REGION',
  'S3_ENDPOINT',
  'S3_ACCESS_KEY_ID',
  'S3_SECRET_ACCESS_KEY',
  'S3_FORCE_PATH_STYLE',
] as const

function forcePathStyle(value: string | undefined): boolean {
  if (value === undefined || value === '' || value === 'false') return false
  if (value === 'true') return true
  throw new Error(`S3_FORCE_PATH_STYLE must be true or false, not "${value}"`)
}

function endpoint(value: string | undefined): string | undefined {
  if (!value) return undefined
  if (!/^https?:\/\/[^/]/.test(value) || !URL.canParse(value))
    throw new Error(
      `S3_ENDPOINT must be an http(s) URL such as https://<account>.r2.cloudflarestorage.com, not "${value}"`,
    )
  return value
}

/**
 * The object storage the S3_* variables describe, or undefined when none is set (media stay on
 * the local disk, MEDIA_DIR). A half-configured store is refused at start rather than discovered
 * at the first upload.
 */
export function objectStorageFrom(
  variables: Record<string, string | undefined>,
): ObjectStorage | undefined {
  const set = S3_VARIABLES.filter((name) => variables[name])
  if (!set.length) return undefined
  const { S3_BUCKET: bucket, S3_REGION: region } = variables
  if (!bucket)
    throw new Error(
      `S3_BUCKET must be set when ${set.join(', ')} is: the bucket media are stored in`,
    )
  if (!region)
    throw new Error(
      'S3_REGION must be set with S3_BUCKET (e.g. us-east-1; "auto" for Cloudflare R2)',
    )
  const accessKeyId = variables.S3_ACCESS_KEY_ID
  const secretAccessKey = variables.S3_SECRET_ACCESS_KEY
  if (Boolean(accessKeyId) !== Boolean(secretAccessKey))
    throw new Error(
      'S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY must be set together (or neither, for the AWS SDK’s own credentials: an instance role, AWS_PROFILE…)',
    )
  const customEndpoint = endpoint(variables.S3_ENDPOINT)
  return {
    bucket,
    client: {
      region,
      endpoint: customEndpoint,
      forcePathStyle: forcePathStyle(variables.S3_FORCE_PATH_STYLE),
      credentials: accessKeyId && secretAccessKey ? { accessKeyId, secretAccessKey } : undefined,
      // The SDK's default CRC32 checksums on aws-chunked uploads are not understood by every
      // S3-compatible store (they store the chunk framing as the file); AWS itself accepts both.
      ...(customEndpoint && {
        requestChecksumCalculation: 'WHEN_REQUIRED',
        responseChecksumValidation: 'WHEN_REQUIRED',
      }),
    },
  }
}
