import { describe, expect, it } from 'vitest'

import { PATH_LESSONS_MAX, PATH_LESSONS_MIN } from '@blockwise/shared/learningPaths/index'

import { analysisLearnArticles } from './articles-analysis-learn'
import { seedLearningPaths } from './learningPaths'
import { newsOpinionArticles } from './articles-news-opinion'

const seeded = new Map([...newsOpinionArticles, ...analysisLearnArticles].map((a) => [a.slug, a]))

describe('the seeded learning paths', () => {
  it.each(seedLearningPaths.map((path) => [path.title, path] as const))(
    '%s holds published seeded learn articles, each once',
    (_, path) => {
      expect(path.lessons.length).toBeGreaterThanOrEqual(PATH_LESSONS_MIN)
      expect(path.lessons.length).toBeLessThanOrEqual(PATH_LESSONS_MAX)
      expect(new Set(path.lessons).size).toBe(path.lessons.length)
      for (const slug of path.lessons) {
        expect(seeded.get(slug), slug).toMatchObject({ articleType: 'learn', published: true })
      }
    },
  )
})
