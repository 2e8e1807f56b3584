import { spawnSync } from 'node:child_process'
import { expect, it } from 'vitest'

import { ROOT } from './paths'

/**
 * The repository explains itself: no file points at documents outside it. The product's rules
 * live in docs/product.md, whose anchors comments and tests cite instead.
 */
it('no tracked file refers to a document outside the repository', () => {
  const outside = ['SPEC §', 'SPEC.md', 'DESIGN.md', '../shared/']
  const grep = spawnSync(
    'git',
    ['grep', '-nI', '--fixed-strings', ...outside.flatMap((text) => ['-e', text]), '--', '.'],
    { cwd: ROOT, encoding: 'utf8' },
  )
  const mentions = grep.stdout
    .split('\n')
    .filter((line) => line && !line.startsWith('scripts/lib/selfContained.test.ts:'))
  expect(mentions).toEqual([])
})
