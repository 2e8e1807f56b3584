import sharp, { type SharpOptions } from 'sharp'

import type { SharpDependency } from 'payload'

/** The largest upload accepted (the multipart parser stops reading there). */
export const MAX_UPLOAD_BYTES = 10 * 1024 * 1024
/** The most pixels an image may declare: beyond this a small file can be a decompression bomb. */
export const MAX_INPUT_PIXELS = 40_000_000

export const UPLOAD_TOO_LARGE = `Images must be at most ${MAX_UPLOAD_BYTES / 1024 / 1024} MB`
export const UPLOAD_TYPE_NOT_ALLOWED = 'Images must be PNG, GIF, JPEG, BMP, ICO, WebP or AVIF files'
export const UPLOAD_TOO_MANY_PIXELS = `Images may have at most ${MAX_INPUT_PIXELS / 1_000_000} megapixels`
export const UPLOAD_UNREADABLE = 'The image could not be read'

// libvips keeps the results of recent operations (up to 50 MB and 100 of them) in case the same
// one comes again. Here none does: every upload is new and the social images have their own
// cache. Off, that memory goes back to the allocator after each image.
sharp.cache(false)

/**
 * sharp as Payload uses it for uploads, refusing to decode more than MAX_INPUT_PIXELS (sharp's own
 * default is about 268 megapixels, far more memory than this server should spend on one image).
 */
export const limitedSharp: SharpDependency = (input, options?: SharpOptions) =>
  sharp(input, { limitInputPixels: MAX_INPUT_PIXELS, ...options })
