import { describe, expect, it } from 'vitest'

import { blockSettingChanges } from './blockSettingChanges'

const body = (...blocks: Array<Record<string, unknown>>) => ({
  root: {
    type: 'root',
    children: [
      { type: 'paragraph', children: [{ type: 'text', text: 'Intro' }] },
      ...blocks.map((fields) => ({ type: 'block', fields, version: 2 })),
    ],
  },
})

const video = (id: string, start?: number) => ({
  id,
  blockType: 'video',
  blockName: '',
  url: 'https://www.youtube.com/watch?v=abc',
  ...(start === undefined ? {} : { start }),
})

describe('blockSettingChanges', () => {
  it('names a changed setting of a block kept in both versions', () => {
    expect(blockSettingChanges(body(video('a', 30)), body(video('a', 90)))).toEqual([
      { block: 'video block', setting: 'start', from: '30', to: '90' },
    ])
  })

  it('shows a setting added or emptied as a dash', () => {
    expect(blockSettingChanges(body(video('a')), body(video('a', 5)))).toEqual([
      { block: 'video block', setting: 'start', from: '—', to: '5' },
    ])
  })

  it('numbers blocks of one type, and finds inline blocks inside paragraphs', () => {
    const inline = (coin: string) => ({
      root: {
        type: 'root',
        children: [
          { type: 'block', fields: video('a', 1) },
          { type: 'block', fields: video('b', 2) },
          {
            type: 'paragraph',
            children: [{ type: 'inlineBlock', fields: { id: 'c', blockType: 'coin', coin } }],
          },
        ],
      },
    })
    const from = inline('bitcoin')
    const to = structuredClone(inline('ethereum'))
    ;(to.root.children[1] as { fields: { start: number } }).fields.start = 3
    expect(blockSettingChanges(from, to)).toEqual([
      { block: 'video block 2', setting: 'start', from: '2', to: '3' },
      { block: 'coin block', setting: 'coin', from: 'bitcoin', to: 'ethereum' },
    ])
  })

  it('leaves out unchanged, added and removed blocks, and empty bodies', () => {
    expect(blockSettingChanges(body(video('a', 1)), body(video('a', 1), video('b', 2)))).toEqual([])
    expect(blockSettingChanges(null, undefined)).toEqual([])
  })
})
