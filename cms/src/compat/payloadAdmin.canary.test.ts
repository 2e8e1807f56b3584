/** Canary for src/app/(payload)/custom.css: Payload's admin still has what it styles. */
import { describe, expect, it } from 'vitest'

import { readInstalled } from './installedPackages'

const STYLESHEET = '@payloadcms/next/css (dist/prod/styles.css)'
const broken = (what: string) =>
  `cms/src/app/(payload)/custom.css styles Payload's admin (${STYLESHEET}): ${what}`

const CLASSES = [
  'document-fields__sidebar-wrap',
  'document-fields__sidebar-fields',
  'field-description',
]
const VARIABLES = [
  '--theme-success-500',
  '--theme-elevation-100',
  '--theme-elevation-650',
  '--base',
]

describe("Payload's admin stylesheet, as custom.css overrides it", () => {
  it('has the classes and theme variables the overrides name, in a lower cascade layer', async () => {
    const css = await readInstalled('@payloadcms/next', 'dist/prod/styles.css')
    for (const name of CLASSES) expect(css, broken(`no .${name}`)).toContain(`.${name}`)
    for (const name of VARIABLES) expect(css, broken(`no ${name}`)).toContain(`${name}:`)
    expect(css, broken('its styles left the payload-default layer')).toContain(
      '@layer payload-default',
    )
  })

  it("marks a collection's edit view with the collection's slug", async () => {
    const view = await readInstalled('@payloadcms/ui', 'dist/views/Edit/index.js')
    expect(view, broken('no collection-edit--<slug> class')).toContain(
      'collection-edit--${collectionSlug}',
    )
  })
})
