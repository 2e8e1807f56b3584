import { dictionary } from '@zxcvbn-ts/language-common'

const MIN_PASSWORD_LENGTH = 12

/** zxcvbn-ts's list of common passwords (about 49 000, from leaked password sets). */
const COMMON_PASSWORDS = new Set(dictionary['passwords-common'])

/** Why a new password is refused, or null when it may be used. */
export function passwordProblem(password: string): string | null {
  if ([...password].length < MIN_PASSWORD_LENGTH)
    return `The password must be at least ${MIN_PASSWORD_LENGTH} characters long.`
  const lowered = password.toLowerCase()
  // "password2024!" is "password" with a suffix: as guessable as the word itself.
  const stem = lowered.replace(/[^\p{L}]+$/u, '')
  if (COMMON_PASSWORDS.has(lowered) || COMMON_PASSWORDS.has(stem))
    return 'This password is too common. Choose one that is hard to guess.'
  return null
}
