import { describe, expect, it } from 'vitest'

import { flattenRedirects, loopThrough } from './chains'

const map = (entries: Record<string, string>) => new Map(Object.entries(entries))

describe('redirect chains', () => {
  it('sends every old path straight to where its chain ends', () => {
    const flattened = flattenRedirects([
      { from: '/a', to: '/b' },
      { from: '/b', to: '/c' },
      { from: '/c', to: '/d' },
      { from: '/x', to: '/y' },
    ])
    expect(Object.fromEntries(flattened)).toEqual({
      '/a': '/d',
      '/b': '/d',
      '/c': '/d',
      '/x': '/y',
    })
  })

  it('leaves out the redirects of a loop, and only those', () => {
    const flattened = flattenRedirects([
      { from: '/a', to: '/b' },
      { from: '/b', to: '/a' },
      { from: '/c', to: '/a' },
      { from: '/self', to: '/self' },
      { from: '/ok', to: '/fine' },
    ])
    expect(Object.fromEntries(flattened)).toEqual({ '/ok': '/fine' })
  })

  it('names the loop a redirect would close', () => {
    const existing = map({ '/b': '/c', '/c': '/a', '/x': '/y' })
    expect(loopThrough({ from: '/a', to: '/b' }, existing)).toEqual(['/a', '/b', '/c', '/a'])
    expect(loopThrough({ from: '/a', to: '/x' }, existing)).toBeNull()
  })

  it('finds no loop of its own in a loop the others already make', () => {
    const existing = map({ '/b': '/c', '/c': '/b' })
    expect(loopThrough({ from: '/a', to: '/b' }, existing)).toBeNull()
  })
})
