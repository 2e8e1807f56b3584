import { APIError, ValidationError, type CollectionBeforeOperationHook } from 'payload'
import { readFile } from 'node:fs/promises'
import sharp from 'sharp'

import { IMAGE_MIME_TYPES, bmpDimensions, detectImageFormat } from '../imageFormat'
import {
  MAX_INPUT_PIXELS,
  MAX_UPLOAD_BYTES,
  UPLOAD_TOO_LARGE,
  UPLOAD_TOO_MANY_PIXELS,
  UPLOAD_TYPE_NOT_ALLOWED,
  UPLOAD_UNREADABLE,
} from '../imageLimits'

async function declaredPixels(bytes: Buffer, format: string): Promise<number | null> {
  if (format === 'bmp') {
    const size = bmpDimensions(bytes)
    return size ? size.width * size.height : null
  }
  // ICO entries are at most 256×256 and are stored as they are, never decoded here.
  if (format === 'ico') return 0
  // Only the header is read: metadata() does not decode the pixels.
  const { width, height } = await sharp(bytes, { limitInputPixels: false }).metadata()
  return width && height ? width * height : null
}

/**
 * Every upload, on every write path, before Payload stores or resizes it: within the size limit,
 * an allowed image format by its content (not its name or claimed type), and no more pixels than MAX_INPUT_PIXELS, so a tiny file declaring
 * 30000×30000 is refused before anything decodes it.
 */
export const checkUploadedImage: CollectionBeforeOperationHook = async ({
  args,
  operation,
  req,
}) => {
  if (operation !== 'create' && operation !== 'update') return args
  const file = req.file
  if (!file) return args
  const fail = (message: string) =>
    new ValidationError({ collection: 'media', errors: [{ message, path: 'file' }] }, req.t)
  const bytes =
    file.data && file.data.length > 0
      ? file.data
      : file.tempFilePath
        ? await readFile(file.tempFilePath)
        : Buffer.alloc(0)
  if (bytes.length > MAX_UPLOAD_BYTES) throw new APIError(UPLOAD_TOO_LARGE, 413, undefined, true)
  const format = detectImageFormat(bytes)
  if (!format) throw fail(UPLOAD_TYPE_NOT_ALLOWED)
  const pixels = await declaredPixels(bytes, format).catch(() => null)
  if (pixels === null) throw fail(UPLOAD_UNREADABLE)
  if (pixels > MAX_INPUT_PIXELS) throw fail(UPLOAD_TOO_MANY_PIXELS)
  // What the bytes are, not what the client claimed.
  file.mimetype = IMAGE_MIME_TYPES[format]
  return args
}
