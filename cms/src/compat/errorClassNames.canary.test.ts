/** Canary for errorClassNames.ts: Payload still names an error after its class. */
import { APIError, NotFound, ValidationError } from 'payload'
import { describe, expect, it } from 'vitest'

import { restoreErrorClassNames } from './errorClassNames'

const broken = (what: string) =>
  `cms/src/compat/errorClassNames.ts renames Payload's errors (payload's APIError): ${what}`

describe("Payload's error names, as errorClassNames.ts restores them", () => {
  it("takes an error's name from its class, which a minifier renames", () => {
    class Renamed extends APIError {}
    Object.defineProperty(Renamed, 'name', { value: 'r', configurable: true })
    const what = broken('an error is no longer named after its class')
    expect(new Renamed('message').name, what).toBe('r')
  })

  it('gives each answered error the name its documentation uses', () => {
    restoreErrorClassNames()
    expect(new NotFound().name, broken('NotFound is not named')).toBe('NotFound')
    const validation = new ValidationError({ errors: [] })
    expect(validation.name, broken('ValidationError is not named')).toBe('ValidationError')
  })
})
