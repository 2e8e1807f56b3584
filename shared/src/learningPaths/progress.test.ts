import fc from 'fast-check'
import { describe, expect, it } from 'vitest'

import {
  continueWhereStopped,
  emptyProgress,
  finishedLessons,
  recordLesson,
  parseProgress,
  serializeProgress,
  touchPath,
} from './progress'
import type { ReaderProgress } from './progress'
import type { LearningPath } from './schemas'

const path = (slug: string, lessons: string[]): LearningPath => ({
  slug,
  title: `Path ${slug}`,
  description: null,
  level: 'beginner',
  lessons: lessons.map((lesson) => ({ slug: lesson, title: lesson, readTime: 3 })),
})

const finish = (progress: ReaderProgress, paths: string[], lesson: string, now: number) =>
  recordLesson(progress, paths, lesson, { now, finished: true })

const defi = path('defi-from-zero', ['blockchain', 'wallets', 'gas', 'defi'])
const safety = path('crypto-safety-basics', ['keys', 'wallets', 'scams'])

describe('parseProgress', () => {
  it('reads back what it wrote', () => {
    const progress = finish(emptyProgress(), ['defi-from-zero'], 'gas', 9)
    expect(parseProgress(serializeProgress(progress))).toEqual(progress)
  })

  it.each([
    ['nothing stored', null],
    ['not JSON', '{oops'],
    ['another version', '{"version":2,"paths":{}}'],
    ['not an object', '[1,2,3]'],
    ['JSON null', 'null'],
  ])('starts empty from %s', (_, raw) => {
    expect(parseProgress(raw)).toEqual(emptyProgress())
  })

  it('drops only the entries that fail their shape', () => {
    const raw = JSON.stringify({
      version: 1,
      paths: {
        'defi-from-zero': { done: ['gas', 'gas'], touchedAt: 7 },
        broken: { done: 'gas', touchedAt: 1 },
        'Not A Slug': { done: [], touchedAt: 1 },
        negative: { done: [], touchedAt: -1 },
      },
    })
    expect(parseProgress(raw).paths).toEqual({ 'defi-from-zero': { done: ['gas'], touchedAt: 7 } })
  })

  it('never throws and always answers the current shape, whatever is stored', () => {
    const stored = fc.oneof(
      fc.string(),
      fc.json(),
      fc.jsonValue().map((value) => JSON.stringify({ version: 1, paths: value })),
    )
    fc.assert(
      fc.property(stored, (raw) => {
        const progress = parseProgress(raw)
        expect(progress.version).toBe(1)
        expect(Object.getPrototypeOf(progress.paths)).toBe(Object.prototype)
        for (const entry of Object.values(progress.paths)) {
          expect(Array.isArray(entry.done)).toBe(true)
          expect(entry.touchedAt).toBeGreaterThanOrEqual(0)
        }
      }),
    )
  })
})

describe('recordLesson', () => {
  it('records a finished lesson once, in every path holding it', () => {
    let progress = finish(emptyProgress(), ['defi-from-zero', 'crypto-safety-basics'], 'wallets', 1)
    progress = finish(progress, ['defi-from-zero', 'crypto-safety-basics'], 'wallets', 2)
    expect(finishedLessons(progress, 'defi-from-zero')).toEqual(new Set(['wallets']))
    expect(finishedLessons(progress, 'crypto-safety-basics')).toEqual(new Set(['wallets']))
  })

  it('opening a lesson touches the path but finishes nothing', () => {
    const progress = recordLesson(emptyProgress(), ['defi-from-zero'], 'gas', {
      now: 3,
      finished: false,
    })
    expect(progress.paths).toEqual({ 'defi-from-zero': { done: [], touchedAt: 3 } })
  })

  it('a lesson shared by two paths keeps the reader in the path they were following', () => {
    let progress = finish(emptyProgress(), ['defi-from-zero'], 'blockchain', 1)
    progress = finish(progress, ['crypto-safety-basics', 'defi-from-zero'], 'wallets', 2)
    expect(progress.paths['defi-from-zero']?.touchedAt).toBe(2)
    expect(progress.paths['crypto-safety-basics']?.touchedAt).toBe(0)
    expect(continueWhereStopped([safety, defi], progress)?.lesson.slug).toBe('gas')
  })

  it('changes nothing for a lesson in no path', () => {
    const progress = emptyProgress()
    expect(recordLesson(progress, [], 'gas', { now: 1, finished: true })).toBe(progress)
  })
})

describe('continueWhereStopped', () => {
  it('offers nothing before any path is opened', () => {
    expect(continueWhereStopped([defi, safety], emptyProgress())).toBeNull()
  })

  it('offers the first unfinished lesson of the path touched last', () => {
    let progress = finish(emptyProgress(), ['defi-from-zero'], 'blockchain', 1)
    progress = finish(progress, ['crypto-safety-basics'], 'keys', 2)
    progress = finish(progress, ['defi-from-zero'], 'gas', 3)
    expect(continueWhereStopped([defi, safety], progress)).toEqual({
      path: defi,
      lesson: defi.lessons[1],
      position: 2,
    })
    progress = touchPath(progress, 'crypto-safety-basics', 4)
    expect(continueWhereStopped([defi, safety], progress)?.lesson.slug).toBe('wallets')
  })

  it('offers nothing once the last path touched is finished, or for a path that is gone', () => {
    let progress = emptyProgress()
    for (const [index, lesson] of safety.lessons.entries())
      progress = finish(progress, [safety.slug], lesson.slug, index + 1)
    expect(continueWhereStopped([defi, safety], progress)).toBeNull()
    expect(continueWhereStopped([defi], touchPath(emptyProgress(), 'gone', 1))).toBeNull()
  })

  it('always offers an unfinished lesson of the most recently touched path', () => {
    const events = fc.array(
      fc.record({
        path: fc.constantFrom(defi, safety),
        lesson: fc.nat(3),
        finish: fc.boolean(),
      }),
      { minLength: 1, maxLength: 30 },
    )
    fc.assert(
      fc.property(events, (steps) => {
        let progress = emptyProgress()
        for (const [time, step] of steps.entries()) {
          const lesson = step.path.lessons[step.lesson % step.path.lessons.length]
          progress = recordLesson(progress, [step.path.slug], lesson?.slug ?? '', {
            now: time + 1,
            finished: step.finish,
          })
        }
        const last = steps.at(-1)?.path
        const offer = continueWhereStopped([defi, safety], progress)
        const done = finishedLessons(progress, last?.slug ?? '')
        if (offer === null) {
          expect(last?.lessons.every((lesson) => done.has(lesson.slug))).toBe(true)
        } else {
          expect(offer.path).toBe(last)
          expect(done.has(offer.lesson.slug)).toBe(false)
          expect(
            offer.path.lessons.slice(0, offer.position - 1).every((l) => done.has(l.slug)),
          ).toBe(true)
        }
      }),
    )
  })
})
