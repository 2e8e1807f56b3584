import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  ListObjectsV2Command,
  S3Client,
} from '@aws-sdk/client-s3'
import { mkdtemp, readdir, rm } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'

import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'

import { objectStorageFrom } from '@/mediaStorage/objectStorage'

import { freePort, stopService, type Service } from '../../scripts/lib/processes'
import { startS3Server, type S3Server } from '../../scripts/lib/s3Server'
import { startSite } from '../../scripts/lib/stack'
import { BACKUP_COMMANDS_TEST_MS, restoreTarget, runBackupCommand } from '../support/backupCommands'
import { createArticle, createAuthor, uniqueSuffix } from '../support/fixtures'
import { uploadPng, type MediaDoc } from '../support/mediaUpload'
import { testPayload } from '../support/payload'
import { startSecondCms } from '../support/runnerCms'
import { TEST_EDITOR, authHeaders, ensureStaff } from '../support/staff'

/**
 * Media in an S3-compatible bucket, so that several CMS instances serve the same files: two CMS
 * instances on the integration database and one bucket of a local S3 server, each with its own
 * empty MEDIA_DIR, and the site in front of the first. The test talks to the bucket with the same
 * AWS SDK client the plugin uses.
 */
interface Instance {
  url: string
  mediaDir: string
  service: Service
}

const databaseUrl = inject('databaseUrl')
let s3: S3Server
let bucket: S3Client
let first: Instance
let second: Instance
let site: Service
let siteUrl = ''
let authorization = ''

async function startInstance(): Promise<Instance> {
  const port = await freePort()
  const mediaDir = await mkdtemp(path.join(os.tmpdir(), 'blockwise-empty-media-'))
  const service = await startSecondCms(port, { ...s3.environment, MEDIA_DIR: mediaDir })
  return { url: `http://localhost:${port}`, mediaDir, service }
}

beforeAll(async () => {
  s3 = await startS3Server()
  const storage = objectStorageFrom(s3.environment)
  if (!storage) throw new Error('the S3 server gave no S3_* environment')
  bucket = new S3Client(storage.client)
  first = await startInstance()
  second = await startInstance()
  const sitePort = await freePort()
  siteUrl = `http://localhost:${sitePort}`
  site = await startSite({
    sitePort,
    cmsUrl: first.url,
    dataDir: inject('dataDir'),
    quiet: !process.env.DEBUG_CMS,
  })
  await ensureStaff(await testPayload())
  authorization = (await authHeaders(first.url, TEST_EDITOR)).authorization ?? ''
})

afterAll(async () => {
  for (const service of [site, second?.service, first?.service])
    if (service) await stopService(service)
  for (const instance of [first, second])
    if (instance) await rm(instance.mediaDir, { recursive: true, force: true })
  await s3?.stop()
})

const picture = () =>
  sharp({ create: { width: 1700, height: 1000, channels: 3, background: '#2040c0' } })
    .png()
    .toBuffer()

const upload = (url: string, bytes: Buffer, name: string) =>
  uploadPng(url, authorization, bytes, name)

/** The object's bytes and type, or null when the bucket has no such key. */
async function stored(key: string): Promise<{ bytes: Buffer; type?: string } | null> {
  try {
    const object = await bucket.send(new GetObjectCommand({ Bucket: s3.bucket, Key: key }))
    return {
      bytes: Buffer.from((await object.Body?.transformToByteArray()) ?? []),
      type: object.ContentType,
    }
  } catch (error) {
    if ((error as Error).name === 'NoSuchKey') return null
    throw error
  }
}

const keysOf = (doc: MediaDoc) => [
  doc.filename,
  ...Object.values(doc.sizes).flatMap((size) => (size.filename ? [size.filename] : [])),
]

describe('media in an S3-compatible bucket', () => {
  let doc: MediaDoc
  let original: Buffer

  beforeAll(async () => {
    original = await picture()
    doc = await upload(first.url, original, `bucket-${uniqueSuffix()}.png`)
  })

  it('stores the upload and every image size in the bucket, and nothing on the disk', async () => {
    expect(Object.keys(doc.sizes).toSorted()).toEqual(['card', 'hero', 'thumbnail'])
    expect((await stored(doc.filename))?.bytes.equals(original)).toBe(true)
    for (const size of ['thumbnail', 'card', 'hero']) {
      const object = await stored(doc.sizes[size]?.filename ?? '')
      expect(object?.type).toBe('image/webp')
      expect((await sharp(object?.bytes).metadata()).format).toBe('webp')
    }
    expect(await readdir(first.mediaDir)).toEqual([])
  })

  it('is served by the instance that received it, by another one and through the site', async () => {
    const hero = doc.sizes.hero?.filename ?? ''
    const heroBytes = (await stored(hero))?.bytes
    for (const origin of [first.url, second.url, siteUrl]) {
      const response = await fetch(`${origin}/cms-api/media/file/${hero}`)
      expect(response.status, origin).toBe(200)
      expect(response.headers.get('content-type')).toBe('image/webp')
      expect(response.headers.get('cache-control')).toBe('public, max-age=3600')
      expect(Buffer.from(await response.arrayBuffer()).equals(heroBytes ?? Buffer.alloc(0))).toBe(
        true,
      )
    }
    expect(await readdir(second.mediaDir)).toEqual([])
  })

  it('answers a byte range and a revalidation from the object', async () => {
    const url = `${second.url}/cms-api/media/file/${doc.filename}`
    const partial = await fetch(url, { headers: { range: 'bytes=0-7' } })
    expect(partial.status).toBe(206)
    expect(Buffer.from(await partial.arrayBuffer()).equals(original.subarray(0, 8))).toBe(true)
    const etag = (await fetch(url)).headers.get('etag') ?? ''
    expect(etag).not.toBe('')
    expect((await fetch(url, { headers: { 'if-none-match': etag } })).status).toBe(304)
  })

  it('renders the og-image from the bucket', async () => {
    const payload = await testPayload()
    const author = await createAuthor(payload)
    const { slug } = await createArticle(payload, author.id, {
      published: true,
      featuredImage: doc.id,
    })
    const response = await fetch(`${second.url}/api/articles/${slug}/og-image`)
    expect(response.status).toBe(200)
    const image = sharp(Buffer.from(await response.arrayBuffer()))
    const { width, height } = await image.metadata()
    expect({ width, height }).toEqual({ width: 1200, height: 630 })
    const { dominant } = await image.stats()
    expect(dominant.b).toBeGreaterThan(dominant.r)
  })

  it('re-cuts the sizes from the bucket when an editor moves the focal point', async () => {
    const hero = { Bucket: s3.bucket, Key: doc.sizes.hero?.filename ?? '' }
    const cutAt = (await bucket.send(new HeadObjectCommand(hero))).LastModified?.getTime() ?? 0
    // Object times have a resolution of one second.
    await new Promise((resolve) => setTimeout(resolve, 1100))
    // As the admin's focal-point editor sends it.
    const edits = 'uploadEdits[focalPoint][x]=20&uploadEdits[focalPoint][y]=30'
    const response = await fetch(`${second.url}/cms-api/media/${doc.id}?${edits}`, {
      method: 'PATCH',
      headers: { authorization, 'content-type': 'application/json' },
      body: JSON.stringify({}),
    })
    expect(response.status, await response.clone().text()).toBe(200)
    const moved = ((await response.json()) as { doc: MediaDoc & { focalX: number } }).doc
    expect(moved.focalX).toBe(20)
    for (const key of keysOf(moved)) expect(await stored(key), key).not.toBeNull()
    const recutAt = (await bucket.send(new HeadObjectCommand(hero))).LastModified?.getTime() ?? 0
    expect(recutAt).toBeGreaterThan(cutAt)
    expect(await readdir(second.mediaDir)).toEqual([])
  })

  it('removes the object and its sizes from the bucket when the image is deleted', async () => {
    const doomed = await upload(second.url, await picture(), `doomed-${uniqueSuffix()}.png`)
    for (const key of keysOf(doomed)) expect(await stored(key), key).not.toBeNull()
    const response = await fetch(`${first.url}/cms-api/media/${doomed.id}`, {
      method: 'DELETE',
      headers: { authorization },
    })
    expect(response.status).toBe(200)
    for (const key of keysOf(doomed)) expect(await stored(key), key).toBeNull()
    expect((await fetch(`${second.url}/cms-api/media/file/${doomed.filename}`)).status).toBe(404)
  })
})

describe('db:backup and db:restore with media in the bucket', () => {
  const target = restoreTarget(databaseUrl, 'restore_s3')
  const { url: targetUrl, file } = target

  beforeAll(() => target.create())
  afterAll(() => target.drop())

  it(
    'backs up every object of the bucket and puts them back into an emptied bucket',
    async () => {
      const doc = await upload(first.url, await picture(), `kept-${uniqueSuffix()}.png`)
      const { Contents = [] } = await bucket.send(new ListObjectsV2Command({ Bucket: s3.bucket }))
      const keys = Contents.flatMap((object) => (object.Key ? [object.Key] : []))
      expect(keys).toEqual(expect.arrayContaining(keysOf(doc)))
      const before = new Map(
        await Promise.all(keys.map(async (key) => [key, await stored(key)] as const)),
      )

      const backup = await runBackupCommand('db:backup', file, databaseUrl, s3.environment)
      expect(backup.stdout).toContain(`and ${keys.length} media files`)
      for (const key of keys)
        await bucket.send(new DeleteObjectCommand({ Bucket: s3.bucket, Key: key }))
      expect(await stored(doc.filename)).toBeNull()

      const restore = await runBackupCommand('db:restore', file, targetUrl, s3.environment)
      expect(restore.stdout).toContain(`and ${keys.length} media files`)
      for (const key of keys) expect(await stored(key), key).toEqual(before.get(key))
      const head = await bucket.send(
        new HeadObjectCommand({ Bucket: s3.bucket, Key: doc.filename }),
      )
      expect(head.ContentType).toBe('image/png')
      const served = await fetch(`${second.url}/cms-api/media/file/${doc.sizes.card?.filename}`)
      expect(served.status).toBe(200)
    },
    BACKUP_COMMANDS_TEST_MS,
  )
})
