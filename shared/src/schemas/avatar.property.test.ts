import fc from 'fast-check'
import { describe, expect, it } from 'vitest'

import { AVATAR_DIRECTORIES } from '../constants'
import { checkAvatar } from './author'

const ORIGIN = 'http://site.test'

/**
 * Where the site's `<img src="/{avatar}">` finally points, worked out by the WHATWG URL parser (as a
 * browser resolves it) and then decoded and resolved again, as often as a lax server might: null
 * when it leaves the site or cannot be decoded.
 */
function servedPath(avatar: string): string | null {
  let current = `/${avatar.replace(/^\/+/, '')}`
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

describe('avatar paths, judged once decoded and normalised', () => {
  it('an accepted avatar is served from avatars/ or uploads/ however it is decoded', () => {
    fc.assert(
      fc.property(fc.oneof(anyPath, underAvatars), (avatar) => {
        // Empty means no avatar.
        if (avatar === '' || checkAvatar(avatar) !== true) return
        const served = servedPath(avatar)
        expect(served).not.toBeNull()
        expect(AVATAR_DIRECTORIES.some((directory) => served?.startsWith(`/${directory}`))).toBe(
          true,
        )
      }),
      { numRuns: 5000 },
    )
  })

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
