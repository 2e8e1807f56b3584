import { ESLint } from 'eslint'
import { describe, expect, it } from 'vitest'

import { ROOT } from './paths'

/**
 * `npm run lint` holds the architecture's boundaries (eslint.config.js): each case writes one
 * forbidden import into a real file of the layer it would break and expects ESLint to refuse it.
 */
const violations = [
  {
    boundary: 'shared/ imports no framework',
    file: 'shared/src/constants.ts',
    code: "import { NextResponse } from 'next/server'\nexport const x = NextResponse\n",
  },
  {
    boundary: 'the client depends on no other workspace',
    file: 'client/src/types.ts',
    code: "import { SITE_NAME } from '@blockwise/shared'\nexport const x = SITE_NAME\n",
  },
  {
    boundary: 'the site reaches the CMS only through frontend/src/lib/cms',
    file: 'frontend/src/app/robots.ts',
    code: "import { cmsUrl } from '@/env'\nexport const x = cmsUrl\n",
  },
  {
    boundary: 'collections do not import the HTTP contract layer',
    file: 'cms/src/collections/Tags/index.ts',
    code: "import { rateLimit } from '@/contract/rateLimit'\nexport const x = rateLimit\n",
  },
  {
    boundary: "the counter fast path does not import Payload's runtime",
    file: 'cms/src/server/counterFastPath.ts',
    code: "import { getPayload } from 'payload'\nexport const x = getPayload\n",
  },
]

describe('architecture boundaries in ESLint', () => {
  const eslint = new ESLint({ cwd: ROOT })

  it.each(violations)('refuses a broken boundary: $boundary', async ({ file, code }) => {
    const [result] = await eslint.lintText(code, { filePath: `${ROOT}/${file}` })
    const rules = result?.messages.map((message) => message.ruleId)
    expect(rules).toContain('no-restricted-imports')
  })

  it('allows the same import where the architecture puts it', async () => {
    const [result] = await eslint.lintText(
      "import { cmsUrl } from '../../env'\nexport const x = cmsUrl\n",
      {
        filePath: `${ROOT}/frontend/src/lib/cms/fetchJson.ts`,
      },
    )
    expect(result?.messages.map((message) => message.ruleId)).not.toContain('no-restricted-imports')
  })
}, 120_000)
