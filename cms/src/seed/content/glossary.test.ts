import { describe, expect, it } from 'vitest'

import { GLOSSARY_SHORT_DEFINITION_MAX } from '@blockwise/shared/schemas/glossary'

import { analysisLearnArticles } from './articles-analysis-learn'
import { newsOpinionArticles } from './articles-news-opinion'
import { seedGlossary } from './glossary'

const comparable = (name: string) => name.trim().replace(/\s+/g, ' ').toLocaleLowerCase('en')

describe('the demo glossary', () => {
  it('has 40 or more terms, each with a short definition that fits a popover', () => {
    expect(seedGlossary.length).toBeGreaterThanOrEqual(40)
    for (const entry of seedGlossary) {
      expect(entry.shortDefinition.length, entry.term).toBeLessThanOrEqual(
        GLOSSARY_SHORT_DEFINITION_MAX,
      )
      expect(entry.explanation.split('\n\n').length, entry.term).toBeGreaterThanOrEqual(3)
    }
  })

  it('gives each name (term or alias) to one term only', () => {
    const names = seedGlossary.flatMap((entry) => [entry.term, ...entry.aliases].map(comparable))
    expect(names.filter((name, index) => names.indexOf(name) !== index)).toEqual([])
  })

  it('relates terms that exist and published seeded articles', () => {
    const terms = new Set(seedGlossary.map((entry) => entry.term))
    const published = new Set(
      [...newsOpinionArticles, ...analysisLearnArticles]
        .filter((article) => article.published)
        .map((article) => article.slug),
    )
    for (const entry of seedGlossary) {
      expect(entry.related.filter((term) => !terms.has(term) || term === entry.term)).toEqual([])
      expect(entry.articles.filter((slug) => !published.has(slug))).toEqual([])
    }
  })
})
