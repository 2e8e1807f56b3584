import { describe, expect, it } from 'vitest'

import { dueAt, nextDueAt, weekDue } from './schedule'

const at = (iso: string) => new Date(iso)

describe('dueAt', () => {
  it('is the configured weekday and hour (UTC) of the ISO week, Monday first', () => {
    // Wednesday 18 November 2026.
    const now = at('2026-11-18T12:00:00Z')
    expect(dueAt(now, 'monday', 0)).toEqual(at('2026-11-16T00:00:00Z'))
    expect(dueAt(now, 'friday', 9)).toEqual(at('2026-11-20T09:00:00Z'))
    expect(dueAt(now, 'sunday', 23)).toEqual(at('2026-11-22T23:00:00Z'))
  })

  it('keeps Sunday in the week that began the Monday before', () => {
    expect(dueAt(at('2026-11-22T23:59:59Z'), 'friday', 9)).toEqual(at('2026-11-20T09:00:00Z'))
    expect(dueAt(at('2026-11-23T00:00:00Z'), 'friday', 9)).toEqual(at('2026-11-27T09:00:00Z'))
  })

  it('crosses the turn of the year inside one ISO week', () => {
    // Sunday 3 January 2027 belongs to the week that began Monday 28 December 2026.
    expect(dueAt(at('2027-01-03T08:00:00Z'), 'thursday', 7)).toEqual(at('2026-12-31T07:00:00Z'))
  })
})

describe('weekDue', () => {
  it('is null until the send time, then names the ISO week', () => {
    expect(weekDue(at('2026-11-20T08:59:59.999Z'), 'friday', 9)).toBeNull()
    expect(weekDue(at('2026-11-20T09:00:00Z'), 'friday', 9)).toBe('2026-W47')
    expect(weekDue(at('2026-11-22T23:59:59Z'), 'friday', 9)).toBe('2026-W47')
  })

  it('starts each week undue again', () => {
    expect(weekDue(at('2026-11-23T00:00:00Z'), 'friday', 9)).toBeNull()
    expect(weekDue(at('2026-11-23T00:00:00Z'), 'monday', 0)).toBe('2026-W48')
  })

  it('names the week by its Thursday around New Year', () => {
    // 2026 has 53 ISO weeks; Friday 1 January 2027 is in 2026-W53, Monday 4 January in 2027-W01.
    expect(weekDue(at('2027-01-01T10:00:00Z'), 'friday', 9)).toBe('2026-W53')
    expect(weekDue(at('2027-01-04T00:00:00Z'), 'monday', 0)).toBe('2027-W01')
    expect(weekDue(at('2025-12-29T09:00:00Z'), 'monday', 9)).toBe('2026-W01')
  })
})

describe('nextDueAt', () => {
  it("is this week's send time until it comes, then next week's", () => {
    expect(nextDueAt(at('2026-11-20T08:59:59Z'), 'friday', 9)).toEqual(at('2026-11-20T09:00:00Z'))
    expect(nextDueAt(at('2026-11-20T09:00:00Z'), 'friday', 9)).toEqual(at('2026-11-27T09:00:00Z'))
    expect(nextDueAt(at('2026-11-22T23:59:59Z'), 'monday', 0)).toEqual(at('2026-11-23T00:00:00Z'))
  })
})
