/** Where the CMS serves the media library's files, on the site's origin as on its own. */
export const MEDIA_FILE_PATH = '/cms-api/media/file/'

/** A file of the media library by its site-relative path (Payload URL-encodes the file name). */
export function isMediaFilePath(src: string): boolean {
  return /^\/cms-api\/media\/file\/[\w.~%!*'()-]{1,300}$/.test(src) && !src.includes('..')
}
