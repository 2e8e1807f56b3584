import { rm } from 'node:fs/promises'
import { request as httpRequest } from 'node:http'
import path from 'node:path'
import { crc32, deflateSync } from 'node:zlib'
import pg from 'pg'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'

import { IMAGE_MIME_TYPES } from '@/collections/Media/imageFormat'
import { imageToMedia } from '@/generation/imageToMedia'

import { uniqueSuffix } from '../support/fixtures'
import { testPayload } from '../support/payload'
import { rolelessAccount } from '../support/rolelessAccount'
import { editorHeaders } from '../support/staff'

/**
 * Uploads: png, gif, jpeg, bmp, icon, WebP and AVIF, the same list for editors, the generation
 * pipeline and the admin's file dialog, judged by their content and not their name or claimed type;
 * a size limit; and a pixel limit, so a tiny file declaring a huge image is refused without
 * anything decoding it.
 */
const cmsUrl = inject('cmsUrl')
const db = new pg.Client({ connectionString: inject('databaseUrl') })
let authorization = ''

const TYPE_NOT_ALLOWED = 'Images must be PNG, GIF, JPEG, BMP, ICO, WebP or AVIF files'
const TOO_MANY_PIXELS = 'Images may have at most 40 megapixels'

beforeAll(async () => {
  await db.connect()
  authorization = (await editorHeaders(cmsUrl)).authorization ?? ''
})

afterAll(() => db.end())

interface UploadAnswer {
  status: number
  doc?: { mimeType: string; filename: string; width: number; height: number }
  messages: string[]
}

async function upload(bytes: Uint8Array, name: string, type: string): Promise<UploadAnswer> {
  const form = new FormData()
  form.append('file', new Blob([Buffer.from(bytes)], { type }), name)
  form.append('_payload', JSON.stringify({ alt: `Upload test ${name}` }))
  const response = await fetch(`${cmsUrl}/cms-api/media`, {
    method: 'POST',
    headers: { authorization },
    body: form,
  })
  const body = (await response.json()) as {
    doc?: UploadAnswer['doc']
    errors?: Array<{ message: string; data?: { errors?: Array<{ message: string }> } }>
  }
  const messages = (body.errors ?? []).flatMap((error) => [
    error.message,
    ...(error.data?.errors?.map((field) => field.message) ?? []),
  ])
  return { status: response.status, doc: body.doc, messages }
}

async function mediaCount(): Promise<number> {
  const { rows } = await db.query<{ count: string }>('SELECT count(*) FROM media')
  return Number(rows[0]?.count)
}

const image = () => sharp({ create: { width: 8, height: 8, channels: 3, background: '#336699' } })
const png = () => image().png().toBuffer()

/** An icon file holding one 8×8 PNG image, as modern .ico files do. */
function icoOf(image: Buffer): Buffer {
  const header = Buffer.alloc(22)
  header.writeUInt16LE(1, 2) // type: icon
  header.writeUInt16LE(1, 4) // one image
  header.set([8, 8, 0, 0], 6) // 8×8, no palette
  header.writeUInt16LE(1, 10) // colour planes
  header.writeUInt16LE(32, 12) // bits per pixel
  header.writeUInt32LE(image.length, 14)
  header.writeUInt32LE(header.length, 18)
  return Buffer.concat([header, image])
}

/** One small image in each format, with the name and type a browser would send. */
const FORMATS = {
  PNG: { make: png, name: 'x.png', type: 'image/png' },
  GIF: { make: () => image().gif().toBuffer(), name: 'x.gif', type: 'image/gif' },
  JPEG: { make: () => image().jpeg().toBuffer(), name: 'x.jpg', type: 'image/jpeg' },
  BMP: { make: () => Promise.resolve(bmpDeclaring(1, 1)), name: 'x.bmp', type: 'image/bmp' },
  ICO: { make: async () => icoOf(await png()), name: 'x.ico', type: 'image/x-icon' },
  WebP: { make: () => image().webp().toBuffer(), name: 'x.webp', type: 'image/webp' },
  AVIF: { make: () => image().avif().toBuffer(), name: 'x.avif', type: 'image/avif' },
}
type FormatName = keyof typeof FORMATS
const ALL_FORMATS = Object.keys(FORMATS) as FormatName[]

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4)
  length.writeUInt32BE(data.length)
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data])
  const crc = Buffer.alloc(4)
  crc.writeUInt32BE(crc32(body))
  return Buffer.concat([length, body, crc])
}

/** A PNG of a few hundred bytes that declares width × height pixels: a decompression bomb. */
function pngDeclaring(width: number, height: number): Buffer {
  const header = Buffer.alloc(13)
  header.writeUInt32BE(width, 0)
  header.writeUInt32BE(height, 4)
  header.set([8, 0, 0, 0, 0], 8) // 8-bit greyscale, no interlace
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(Buffer.alloc(64 * 1024))),
    chunk('IEND', Buffer.alloc(0)),
  ])
}

/** A BMP header (and one pixel row) declaring width × height. */
function bmpDeclaring(width: number, height: number): Buffer {
  const file = Buffer.alloc(58)
  file.write('BM', 0, 'ascii')
  file.writeUInt32LE(file.length, 2)
  file.writeUInt32LE(54, 10)
  file.writeUInt32LE(40, 14)
  file.writeInt32LE(width, 18)
  file.writeInt32LE(height, 22)
  file.writeUInt16LE(1, 26)
  file.writeUInt16LE(24, 28)
  return file
}

describe('uploads through REST /cms-api/media as an editor', () => {
  it.each(ALL_FORMATS)('accepts %s', async (format) => {
    const { make, name, type } = FORMATS[format]
    const answer = await upload(await make(), name, type)
    expect(answer.status, answer.messages.join()).toBe(201)
    expect(answer.doc?.mimeType).toBe(type)
  })

  it('is tried above with every format the file dialog offers (the upload mimeTypes)', () => {
    const tried = ALL_FORMATS.map((format) => FORMATS[format].type)
    expect(tried.toSorted()).toEqual(Object.values(IMAGE_MIME_TYPES).toSorted())
  })

  it('serves the stored file to anyone, cacheable by browsers for an hour', async () => {
    const answer = await upload(await png(), 'served.png', 'image/png')
    expect(answer.status, answer.messages.join()).toBe(201)
    const file = await fetch(`${cmsUrl}/cms-api/media/file/${answer.doc?.filename}`)
    expect(file.status).toBe(200)
    expect(file.headers.get('content-type')).toBe('image/png')
    expect(file.headers.get('cache-control')).toBe('public, max-age=3600')
    expect(Buffer.from(await file.arrayBuffer())).toEqual(await png())
  })

  it('answers 404 for a file the store has lost, or never had, without naming where it looked', async () => {
    const answer = await upload(await png(), 'lost.png', 'image/png')
    expect(answer.status, answer.messages.join()).toBe(201)
    const name = answer.doc?.filename ?? ''
    await rm(path.join(inject('dataDir'), 'media', name))
    for (const missing of [name, `never-uploaded-${uniqueSuffix()}.png`]) {
      const file = await fetch(`${cmsUrl}/cms-api/media/file/${missing}`)
      expect(file.status).toBe(404)
      expect(await file.text()).not.toContain(inject('dataDir'))
    }
  })

  it('accepts a PNG named .gif, and records what it really is', async () => {
    const answer = await upload(await png(), 'renamed.gif', 'image/gif')
    expect(answer.status, answer.messages.join()).toBe(201)
    expect(answer.doc?.mimeType).toBe('image/png')
  })

  it.each([
    ['HTML', '<!doctype html><html><body><script>alert(document.cookie)</script></body></html>'],
    ['a script', 'alert(document.cookie)\n'],
    [
      'SVG',
      '<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"><script>alert(1)</script></svg>',
    ],
    ['XML', '<?xml version="1.0"?><x/>'],
    ['nothing', ''],
  ])('refuses %s named x.png with type image/png', async (_kind, content) => {
    const before = await mediaCount()
    const answer = await upload(Buffer.from(content), 'x.png', 'image/png')
    expect(answer.status).toBe(400)
    expect(answer.messages.join(' ')).toMatch(/Images must be PNG|file/)
    expect(await mediaCount()).toBe(before)
  })

  it('refuses HTML with the clear message', async () => {
    const answer = await upload(Buffer.from('<html><p>hi</p></html>\n'), 'x.png', 'image/png')
    expect(answer.messages).toContain(TYPE_NOT_ALLOWED)
  })

  it('refuses a file over 10 MB with 413', async () => {
    const before = await mediaCount()
    const big = Buffer.concat([await png(), Buffer.alloc(10 * 1024 * 1024 + 1)])
    const answer = await upload(big, 'big.png', 'image/png')
    expect(answer.status).toBe(413)
    expect(answer.messages.join(' ')).toContain('Images must be at most 10 MB')
    expect(await mediaCount()).toBe(before)
  })

  it.each([
    ['PNG', () => pngDeclaring(30_000, 30_000), 'bomb.png', 'image/png'],
    ['BMP', () => bmpDeclaring(30_000, 30_000), 'bomb.bmp', 'image/bmp'],
  ])('refuses a %s decompression bomb without falling over', async (_kind, make, name, type) => {
    const before = await mediaCount()
    const bomb = make()
    expect(bomb.length).toBeLessThan(1024 * 1024)
    const answer = await upload(bomb, name, type)
    expect(answer.status).toBe(400)
    expect(answer.messages).toContain(TOO_MANY_PIXELS)
    expect(await mediaCount()).toBe(before)
    expect((await fetch(`${cmsUrl}/api/articles?limit=1`)).status).toBe(200)
  })
})

describe('uploads through the Local API', () => {
  it('are held to the same rules', async () => {
    const payload = await testPayload()
    const html = Buffer.from('<script>alert(1)</script>')
    await expect(
      payload.create({
        collection: 'media',
        data: { alt: 'Local API test' },
        file: { data: html, mimetype: 'image/png', name: 'x.png', size: html.length },
      }),
    ).rejects.toMatchObject({ data: { errors: [{ path: 'file', message: TYPE_NOT_ALLOWED }] } })
  })
})

describe('generated images', () => {
  it('are stored as WebP by the generation pipeline', async () => {
    const media = await imageToMedia(await testPayload(), {
      image: await png(),
      articleTitle: 'Generated image test',
    })
    expect(media.mimeType).toBe('image/webp')
  })

  it('are saved side by side for the same title, each under a name of its own', async () => {
    const payload = await testPayload()
    const articleTitle = `Concurrent image ${uniqueSuffix()}`
    const image = await png()
    const saved = await Promise.all(
      Array.from({ length: 6 }, () => imageToMedia(payload, { image, articleTitle })),
    )
    expect(new Set(saved.map((media) => media.filename)).size).toBe(6)
  })
})

interface EarlyAnswer {
  status: number
  body: string
  /** Milliseconds from the first byte sent to the answer's headers. */
  ms: number
}

/** How long the tests below wait for an answer; sending 10 MB at the pace below takes 12 s. */
const ANSWER_WITHIN_MS = 5000

/**
 * Sends a multipart upload whose file never ends (16 KB every 20 ms) and resolves with the first
 * answer, or status 0 when none came within ANSWER_WITHIN_MS.
 */
function endlessUpload(
  method: string,
  pathname: string,
  headers: Record<string, string> = {},
): Promise<EarlyAnswer> {
  const boundary = 'endless-upload-boundary'
  const started = Date.now()
  return new Promise((resolve, reject) => {
    const request = httpRequest(new URL(pathname, cmsUrl), {
      method,
      headers: { ...headers, 'content-type': `multipart/form-data; boundary=${boundary}` },
    })
    const chunk = Buffer.alloc(16 * 1024, 0x42)
    const pump = setInterval(() => request.write(chunk), 20)
    const finish = (answer: EarlyAnswer) => {
      clearInterval(pump)
      clearTimeout(deadline)
      request.destroy()
      resolve(answer)
    }
    const deadline = setTimeout(
      () => finish({ status: 0, body: '', ms: Date.now() - started }),
      ANSWER_WITHIN_MS,
    )
    request.on('response', (response) => {
      const ms = Date.now() - started
      let body = ''
      response.setEncoding('utf8')
      response.on('data', (text: string) => (body += text))
      response.on('end', () => finish({ status: response.statusCode ?? 0, body, ms }))
    })
    request.on('error', (error) => {
      clearInterval(pump)
      clearTimeout(deadline)
      reject(error)
    })
    request.write(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="endless.png"\r\n` +
        'Content-Type: image/png\r\n\r\n',
    )
  })
}

describe('multipart writes by callers who may not make them', () => {
  it.each([
    ['POST', '/cms-api/media'],
    ['POST', '/cms-api/me%64ia'],
    ['PATCH', '/cms-api/media/00000000-0000-4000-8000-000000000000'],
    ['POST', '/cms-api/globals/site-settings'],
  ])('anonymous %s %s: 401 before the body is read', async (method, pathname) => {
    const before = await mediaCount()
    const answer = await endlessUpload(method, pathname)
    expect(answer.status).toBe(401)
    expect(answer.ms).toBeLessThan(ANSWER_WITHIN_MS)
    expect(JSON.parse(answer.body)).toEqual({
      errors: [{ message: 'Unauthorized, you must be logged in to make this request.' }],
    })
    expect(await mediaCount()).toBe(before)
  })

  it('an account without an editorial role: 403 before the body is read', async () => {
    const account = await rolelessAccount(cmsUrl, inject('databaseUrl'))
    try {
      const { authorization = '' } = account.headers
      const answer = await endlessUpload('POST', '/cms-api/media', { authorization })
      expect(answer.status).toBe(403)
      expect(answer.ms).toBeLessThan(ANSWER_WITHIN_MS)
    } finally {
      await account.remove()
    }
  })

  it('the CMS goes on serving uploads afterwards', async () => {
    const answer = await upload(await png(), 'after.png', 'image/png')
    expect(answer.status, answer.messages.join()).toBe(201)
  })
})
