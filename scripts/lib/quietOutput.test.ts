import { readFile, rm } from 'node:fs/promises'
import path from 'node:path'
import { once } from 'node:events'

import { describe, expect, it } from 'vitest'

import { startService } from './processes'
import {
  problemLines,
  QUIET_OUTPUT_DIR,
  quietOutputFile,
  quietProblems,
  uncaughtServerErrors,
} from './quietOutput'

describe('problemLines', () => {
  it('keeps what the servers write about errors, the last ones', () => {
    const output = [
      '[cms-2] 11:15:17.374 WRN fedify·federation·http GET /articles/x: 404',
      "[cms-2] 11:15:31.714 ERR fedify·federation·inbox Failed to verify the request's HTTP Signatures.",
      '[11:01:09] ERROR: Site revalidation of articles failed',
      'Failed to proxy http://127.0.0.1:4000/ap/inbox Error: socket hang up',
      '    at TLSSocket.socketOnEnd (node:_http_client:542:23)',
      'TypeError: fetch failed',
      '[11:50:35] WARN: Site revalidation of articles failed: TypeError: fetch failed',
      '[site-1]  ⨯ Error: boom',
      'CMS ready on http://127.0.0.1:46245',
    ].join('\n')
    expect(problemLines(output, 10)).toEqual([
      "[cms-2] 11:15:31.714 ERR fedify·federation·inbox Failed to verify the request's HTTP Signatures.",
      '[11:01:09] ERROR: Site revalidation of articles failed',
      'Failed to proxy http://127.0.0.1:4000/ap/inbox Error: socket hang up',
      'TypeError: fetch failed',
      '[site-1]  ⨯ Error: boom',
    ])
    expect(problemLines(output, 1)).toEqual(['[site-1]  ⨯ Error: boom'])
  })
})

describe('a quiet service', () => {
  it('writes its output to a file of its own, whose problems npm test can print', async () => {
    const name = `quiet-output-test-${process.pid}`
    const service = startService(
      name,
      process.execPath,
      ['-e', 'console.log("listening"); console.error("RangeError: out of bounds")'],
      { cwd: process.cwd(), env: process.env, quiet: true },
    )
    const file = path.join(QUIET_OUTPUT_DIR, `${name}-${service.child.pid}.log`)
    try {
      await once(service.child, 'close')
      await expect.poll(() => readFile(file, 'utf8')).toContain('RangeError: out of bounds')
      expect(await readFile(file, 'utf8')).toContain('listening')
      expect(await quietProblems(100, 5)).toEqual(
        expect.arrayContaining([
          `[npm test] ${path.basename(file)}:`,
          '    RangeError: out of bounds',
        ]),
      )
    } finally {
      await rm(file, { force: true })
    }
  })
})

describe('uncaughtServerErrors', () => {
  it('names each error a server did not catch once, with its file and count', async () => {
    const output = quietOutputFile('uncaught-errors-test', process.pid)
    const lines = [
      " ⨯ TypeError: Cannot read properties of undefined (reading 'id')",
      '    at j (.next/server/app/(payload)/admin/[[...segments]]/page.js:105:315197) {',
      '[11:01:09] ERROR: Site revalidation of articles failed',
      " ⨯ TypeError: Cannot read properties of undefined (reading 'id')",
    ]
    output.end(lines.join('\n'))
    await once(output, 'close')
    const name = path.basename(String(output.path))
    try {
      const errors = (await uncaughtServerErrors()).filter((error) => error.startsWith(name))
      expect(errors).toEqual([
        `${name}: ⨯ TypeError: Cannot read properties of undefined (reading 'id') (×2)`,
      ])
    } finally {
      await rm(String(output.path), { force: true })
    }
  })
})
