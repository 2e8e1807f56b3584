import { readFileSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'

import { HEAP_BOUND_MB } from './heapBound'
import { CMS_DIR, FRONTEND_DIR } from './paths'

/** V8's largest old space for which it behaves as on a low-memory device. */
const LOW_MEMORY_DEVICE_MB = 256

const startScript = (appDir: string) =>
  (
    JSON.parse(readFileSync(path.join(appDir, 'package.json'), 'utf8')) as {
      scripts: Record<string, string>
    }
  ).scripts.start

describe('the servers’ heap bound', () => {
  it('is above what V8 treats as a low-memory device', () => {
    expect(HEAP_BOUND_MB).toBeGreaterThan(LOW_MEMORY_DEVICE_MB)
  })

  it.each([CMS_DIR, FRONTEND_DIR])('is the one %s’s npm start runs with', (appDir) => {
    expect(startScript(appDir)).toContain(`--max-old-space-size=${HEAP_BOUND_MB} `)
  })
})
