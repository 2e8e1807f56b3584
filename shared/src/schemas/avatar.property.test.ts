import fc from 'fast-check'
import { describe, expect, it } from 'vitest'

import { MEDIA_FILE_PATH } from '../html/mediaPaths'
import { avatarSource, checkAvatar, uploadedAvatarName } from './author'
import { normaliseLocalPath } from './localPath'

const ORIGIN = 'http://site.test'

/**
 * Where the site's `<img src="{src}">` finally points, worked out by the WHATWG URL parser (as a
 * browser resolves it) and then decoded and resolved again, as often as a lax server might: null
 * when it leaves the site or cannot be decoded.
 */
function servedPath(src: string): string | null {
  let current = src
  for (let round = 0; round < 8; round += 1) {
    const url = new URL(current, ORIGIN)
    if (url.origin !== ORIGIN) return null
    let decoded: string
    try {
      decoded = decodeURIComponent(url.pathname)
    } catch {
      return null
    }
    if (decoded === current) return decoded
    current = decoded
  }
  return null
}

/** Pieces an attacker mixes: directory names, separators, dots and their encodings. */
const piece = fc.constantFrom(
  'avatars',
  'uploads',
  'secret',
  'a.png',
  '/',
  '.',
  '..',
  '%2e',
  '%2E',
  '%2f',
  '%2F',
  '%252e',
  '%25',
  '%5c',
  '\\',
  '%',
  '?',
  '#',
  '\t',
  '%09',
  '%00',
)
const anyPath = fc.array(piece, { maxLength: 14 }).map((pieces) => pieces.join(''))
const underAvatars = anyPath.map((rest) => `avatars/${rest}`)
const underUploads = anyPath.map((rest) => `uploads/${rest}`)

describe('avatar paths, judged once decoded and normalised', () => {
  it('an accepted avatar is served from avatars/ or the media library, or names a folder', () => {
    fc.assert(
      fc.property(fc.oneof(anyPath, underAvatars, underUploads), (avatar) => {
        // Empty means no avatar.
        if (avatar === '' || checkAvatar(avatar) !== true) return
        const source = avatarSource(avatar)
        // A folder names no picture: readers see the initials.
        if (source === null) {
          expect(normaliseLocalPath(avatar)).toMatch(/\/$|^uploads\/.*\//)
          return
        }
        const served = servedPath(source)
        expect(served).not.toBeNull()
        if (served?.startsWith(MEDIA_FILE_PATH)) {
          expect(served.slice(MEDIA_FILE_PATH.length)).not.toMatch(/^\.{0,2}$|\//)
        } else expect(served).toMatch(/^\/avatars\//)
      }),
      { numRuns: 5000 },
    )
  })

  it('a refused avatar has no source', () => {
    fc.assert(
      fc.property(fc.oneof(anyPath, underAvatars, underUploads), (avatar) => {
        if (avatar !== '' && checkAvatar(avatar) !== true) expect(avatarSource(avatar)).toBeNull()
      }),
      { numRuns: 2000 },
    )
  })

  it.each([
    ['avatars/maya-chen.svg', '/avatars/maya-chen.svg'],
    ['/uploads/me.png', `${MEDIA_FILE_PATH}me.png`],
    ['uploads/my%20photo.png', `${MEDIA_FILE_PATH}my%20photo.png`],
  ])('%s is shown from %s', (avatar, source) => expect(avatarSource(avatar)).toBe(source))

  it.each(['uploads/me.png', '/uploads/a%2e%2e.png'])('%s names the uploaded file', (avatar) =>
    expect(uploadedAvatarName(avatar)).toMatch(/^[^/]+\.png$/),
  )

  it.each(['avatars/me.png', 'uploads/team/me.png', 'uploads/', 'elsewhere/uploads/me.png'])(
    '%s names no uploaded file',
    (avatar) => expect(uploadedAvatarName(avatar)).toBeNull(),
  )

  it.each([
    'avatars/%2e%2e/secret',
    'avatars/%2E%2E/%2E%2E/etc/passwd',
    'avatars/.%2e/secret',
    'avatars/%252e%252e/secret',
    'avatars%2f..%2fsecret',
    'avatars/%5c..%5csecret',
    'avatars/.\t./secret',
    'avatars/./../secret',
    '/%2favatars/a.png',
    'avatars/%zz.png',
  ])('rejects %s', (avatar) => expect(checkAvatar(avatar)).not.toBe(true))

  it.each(['avatars/team/../me.png', 'uploads/./me.png', 'avatars/me%20two.png'])(
    'accepts %s, which stays inside',
    (avatar) => expect(checkAvatar(avatar)).toBe(true),
  )
})
