import type { FormState } from 'payload'
import { describe, expect, it } from 'vitest'

import {
  asksBeforeLeaving,
  diagnoseSaveFailure,
  firstInvalidField,
  saveFailureMessage,
} from './saveFailure'

const loggedIn = () => Promise.resolve(true)
const loggedOut = () => Promise.resolve(false)
const unreachable = () => Promise.reject(new TypeError('Failed to fetch'))
const badLink = { field: 'Content', message: 'Links may only use http, https, mailto or tel' }

describe('diagnoseSaveFailure', () => {
  it('names the lost connection before asking the CMS anything', async () => {
    expect(
      await diagnoseSaveFailure({ online: false, isLoggedIn: unreachable, invalidField: null }),
    ).toEqual({ kind: 'offline' })
  })

  it('names a CMS that does not answer', async () => {
    expect(
      await diagnoseSaveFailure({ online: true, isLoggedIn: unreachable, invalidField: null }),
    ).toEqual({ kind: 'unreachable' })
  })

  it('names an ended session, whatever the fields say', async () => {
    expect(
      await diagnoseSaveFailure({ online: true, isLoggedIn: loggedOut, invalidField: badLink }),
    ).toEqual({ kind: 'loggedOut' })
  })

  it('names the field the refusal marked', async () => {
    expect(
      await diagnoseSaveFailure({ online: true, isLoggedIn: loggedIn, invalidField: badLink }),
    ).toEqual({ kind: 'invalidField', ...badLink })
  })

  it('otherwise says the save was refused', async () => {
    expect(
      await diagnoseSaveFailure({ online: true, isLoggedIn: loggedIn, invalidField: null }),
    ).toEqual({ kind: 'refused' })
  })
})

describe('firstInvalidField', () => {
  const labelOf = (path: string) => path.toUpperCase()

  it('labels the first field marked invalid, with its message', () => {
    const fields: FormState = {
      title: { value: 'A title', valid: true },
      content: { value: {}, valid: false, errorMessage: badLink.message },
    }
    expect(firstInvalidField(fields, labelOf)).toEqual({
      field: 'CONTENT',
      message: badLink.message,
    })
  })

  it('finds none in a valid form', () => {
    expect(firstInvalidField({ title: { value: 'A title' } }, labelOf)).toBeNull()
  })
})

describe('saveFailureMessage', () => {
  it('tells a logged-out editor their changes are kept and what to do', () => {
    expect(saveFailureMessage({ kind: 'loggedOut' }, true)).toBe(
      'You are logged out, so your changes are not saved. Your changes are kept in this browser until they are saved. Log in again in another tab, then choose Save now.',
    )
  })

  it('names the field and its problem once, without a doubled full stop', () => {
    expect(
      saveFailureMessage({ kind: 'invalidField', field: 'Content', message: 'Bad link.' }, true),
    ).toContain('Your changes are not saved: Content: Bad link. Your changes are kept')
  })

  it('warns when the browser could not keep a copy', () => {
    expect(saveFailureMessage({ kind: 'refused' }, false)).toContain('do not close this page')
  })
})

describe('asksBeforeLeaving', () => {
  it('holds the editor while the changes exist only in this browser', () => {
    for (const kind of ['offline', 'unreachable', 'loggedOut'] as const)
      expect(asksBeforeLeaving({ kind })).toBe(true)
    expect(asksBeforeLeaving({ kind: 'invalidField', ...badLink })).toBe(true)
  })

  it('lets the editor follow the advice of a refusal the server explained', () => {
    expect(asksBeforeLeaving({ kind: 'refused' })).toBe(false)
  })
})
