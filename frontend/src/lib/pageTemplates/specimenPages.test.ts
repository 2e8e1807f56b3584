import { describe, expect, it } from 'vitest'

import { specimenPage, withSpecimenPage } from './specimenPages'

describe('specimen pages', () => {
  it('give their data only while rendered, to every part of the page alike', async () => {
    const seen = await withSpecimenPage('/tags/zqxja', { page: 1 }, async () => {
      const [one, other] = await Promise.all([
        specimenPage('/tags/zqxja'),
        specimenPage('/tags/zqxja'),
      ])
      return [one, other, await specimenPage('/tags/zqxjb')]
    })
    expect(seen).toEqual([{ page: 1 }, { page: 1 }, undefined])
    expect(await specimenPage('/tags/zqxja')).toBeUndefined()
  })

  it('render one at a time at a path they share, even after one fails', async () => {
    const path = '/news/page/5300500'
    const order: string[] = []
    const render = (name: string, fail = false) =>
      withSpecimenPage(path, name, async () => {
        order.push(`${name} sees ${String(await specimenPage(path))}`)
        await new Promise((resolve) => setTimeout(resolve, 5))
        if (fail) throw new Error('render failed')
        return name
      })
    const renders = [render('first', true), render('second'), render('third')]
    const results = await Promise.allSettled(renders)
    expect(results.map((result) => result.status)).toEqual(['rejected', 'fulfilled', 'fulfilled'])
    expect(order).toEqual(['first sees first', 'second sees second', 'third sees third'])
  })
})
