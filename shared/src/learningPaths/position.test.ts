import fc from 'fast-check'
import { describe, expect, it } from 'vitest'

import { lessonPositions } from './position'
import type { LearningPath } from './schemas'

const lesson = (slug: string) => ({ slug, title: `Title of ${slug}`, readTime: 4 })

const path = (slug: string, lessons: string[]): LearningPath => ({
  slug,
  title: `Path ${slug}`,
  description: null,
  level: null,
  lessons: lessons.map(lesson),
})

describe('lessonPositions', () => {
  it('places an article in every path holding it, with its neighbours', () => {
    const defi = path('defi', ['a', 'b', 'c'])
    const safety = path('safety', ['b', 'd'])
    const other = path('other', ['x', 'y'])
    expect(lessonPositions([defi, safety, other], 'b')).toEqual([
      { path: defi, position: 2, total: 3, previous: lesson('a'), next: lesson('c') },
      { path: safety, position: 1, total: 2, previous: null, next: lesson('d') },
    ])
  })

  it('finds nothing for an article outside every path', () => {
    expect(lessonPositions([path('defi', ['a', 'b'])], 'z')).toEqual([])
  })

  it('walking next from the first lesson visits every lesson once, in order', () => {
    const slugs = fc.uniqueArray(fc.stringMatching(/^[a-z]{1,8}$/), { minLength: 2, maxLength: 20 })
    fc.assert(
      fc.property(slugs, (lessons) => {
        const paths = [path('p', lessons)]
        const visited: string[] = []
        let current: string | undefined = lessons[0]
        while (current !== undefined) {
          const [where] = lessonPositions(paths, current)
          expect(where?.position).toBe(visited.length + 1)
          expect(where?.total).toBe(lessons.length)
          expect(where?.previous?.slug).toBe(visited.at(-1))
          visited.push(current)
          current = where?.next?.slug
        }
        expect(visited).toEqual(lessons)
      }),
    )
  })
})
