import { describe, expect, it } from 'vitest'

import { objectStorageFrom } from './objectStorage'

const r2 = {
  S3_BUCKET: 'media',
  S3_REGION: 'auto',
  S3_ENDPOINT: 'https://account.r2.cloudflarestorage.com',
  S3_ACCESS_KEY_ID: 'key',
  S3_SECRET_ACCESS_KEY: 'secret',
}

describe('objectStorageFrom', () => {
  it('is undefined without any S3_* variable: media stay on the local disk', () => {
    expect(objectStorageFrom({ MEDIA_DIR: '/srv/media' })).toBeUndefined()
  })

  it('describes an S3-compatible store, with checksums only when the store requires them', () => {
    expect(objectStorageFrom({ ...r2, S3_FORCE_PATH_STYLE: 'true' })).toEqual({
      bucket: 'media',
      client: {
        region: 'auto',
        endpoint: 'https://account.r2.cloudflarestorage.com',
        forcePathStyle: true,
        credentials: { accessKeyId: 'key', secretAccessKey: 'secret' },
        requestChecksumCalculation: 'WHEN_REQUIRED',
        responseChecksumValidation: 'WHEN_REQUIRED',
      },
    })
  })

  it("leaves AWS's own endpoint, checksums and credential chain alone", () => {
    expect(objectStorageFrom({ S3_BUCKET: 'media', S3_REGION: 'eu-west-1' })).toEqual({
      bucket: 'media',
      client: {
        region: 'eu-west-1',
        endpoint: undefined,
        forcePathStyle: false,
        credentials: undefined,
      },
    })
  })

  it.each([
    [
      { S3_REGION: 'auto', S3_ENDPOINT: r2.S3_ENDPOINT },
      /S3_BUCKET must be set when S3_REGION, S3_ENDPOINT is/,
    ],
    [{ S3_BUCKET: 'media' }, /S3_REGION must be set with S3_BUCKET/],
    [
      { ...r2, S3_SECRET_ACCESS_KEY: '' },
      /S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY must be set together/,
    ],
    [{ ...r2, S3_ENDPOINT: 'r2.cloudflarestorage.com' }, /S3_ENDPOINT must be an http\(s\) URL/],
    [{ ...r2, S3_FORCE_PATH_STYLE: 'yes' }, /S3_FORCE_PATH_STYLE must be true or false, not "yes"/],
  ])('refuses a half-configured store: %o', (variables, message) => {
    expect(() => objectStorageFrom(variables)).toThrow(message)
  })
})
