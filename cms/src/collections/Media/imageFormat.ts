/**
 * The image formats the media library stores, from editors and the generation pipeline alike:
 * the upload's mimeTypes (so the file dialog and the image picker offer exactly these) and the
 * content check are both made from this one list. sharp decodes each into the WebP sizes.
 */
export type ImageFormat = 'png' | 'gif' | 'jpeg' | 'bmp' | 'ico' | 'webp' | 'avif'

export const IMAGE_MIME_TYPES: Record<ImageFormat, string> = {
  png: 'image/png',
  gif: 'image/gif',
  jpeg: 'image/jpeg',
  bmp: 'image/bmp',
  ico: 'image/x-icon',
  webp: 'image/webp',
  avif: 'image/avif',
}

const startsWith = (bytes: Uint8Array, signature: number[], offset = 0) =>
  bytes.length >= offset + signature.length &&
  signature.every((byte, index) => bytes[offset + index] === byte)

const ascii = (text: string) => [...text].map((character) => character.charCodeAt(0))

/**
 * The format of an image by its content (magic bytes), whatever its name or claimed type says;
 * null for anything else (HTML, SVG, scripts, archives…).
 */
export function detectImageFormat(bytes: Uint8Array): ImageFormat | null {
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'png'
  if (startsWith(bytes, ascii('GIF87a')) || startsWith(bytes, ascii('GIF89a'))) return 'gif'
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return 'jpeg'
  if (startsWith(bytes, ascii('RIFF')) && startsWith(bytes, ascii('WEBP'), 8)) return 'webp'
  if (
    startsWith(bytes, ascii('ftyp'), 4) &&
    (startsWith(bytes, ascii('avif'), 8) || startsWith(bytes, ascii('avis'), 8))
  )
    return 'avif'
  // BMP: "BM", then a DIB header whose size is one of the known ones.
  if (
    startsWith(bytes, ascii('BM')) &&
    bytes.length >= 26 &&
    [12, 40, 52, 56, 108, 124].includes(readUint32LE(bytes, 14))
  )
    return 'bmp'
  // ICO: reserved 0, type 1, at least one image.
  if (
    startsWith(bytes, [0x00, 0x00, 0x01, 0x00]) &&
    bytes.length >= 6 &&
    (bytes[4] ?? 0) + (bytes[5] ?? 0) > 0
  )
    return 'ico'
  return null
}

function readUint32LE(bytes: Uint8Array, offset: number): number {
  return new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength).getUint32(offset, true)
}

/** Width and height a BMP declares (the height is negative for top-down bitmaps). */
export function bmpDimensions(bytes: Uint8Array): { width: number; height: number } | null {
  if (bytes.length < 26) return null
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength)
  if (view.getUint32(14, true) === 12)
    return { width: view.getUint16(18, true), height: view.getUint16(20, true) }
  return { width: Math.abs(view.getInt32(18, true)), height: Math.abs(view.getInt32(22, true)) }
}
