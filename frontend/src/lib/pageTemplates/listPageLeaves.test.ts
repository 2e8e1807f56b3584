import { describe, expect, it } from 'vitest'

import type { ArticleSummary } from '@blockwise/shared'

import { DEEP_PAGE, listFrameValues, listPageLeaves, listPageSpecimen } from './listPageLeaves'
import { SPECIMEN_PAGES } from './specimenMark.mjs'
import { shapeOf } from './specimens'

const content = (page: number, hasNext = true) => ({
  page,
  list: { articles: [] as ArticleSummary[], hasNext },
  authors: {},
  settings: { siteName: 'Blockwise' } as never,
})

const shape = (page: number, hasNext = true) =>
  shapeOf({ list: listPageLeaves(content(page, hasNext)) })

describe('list page leaves', () => {
  it('make each first page a shape of its own, and every deep page one shape', () => {
    const shapes = [1, 2, 3, DEEP_PAGE, 500, 9999].map((page) => shape(page))
    expect(new Set(shapes.slice(0, 4)).size).toBe(4)
    expect(new Set(shapes.slice(3)).size).toBe(1)
    expect(shape(500, false)).not.toBe(shape(500))
  })

  it("give a deep page's number and those of the pages it links to", () => {
    const values = listFrameValues({ list: listPageLeaves(content(500)) }, content(500))
    expect(values.get('$.list.page')).toBe('500')
    expect([values.get('page-2'), values.get('page-1'), values.get('page+1')]).toEqual([
      '498',
      '499',
      '501',
    ])
    expect(listFrameValues({}, content(3)).has('page-2')).toBe(false)
  })

  it('number deep specimens apart from every other specimen value, first pages as they are', () => {
    expect(listPageSpecimen(content(500), {}, 1).content.page).toBe(SPECIMEN_PAGES[1])
    expect(listPageSpecimen(content(2), {}, 0).content.page).toBe(2)
  })
})
