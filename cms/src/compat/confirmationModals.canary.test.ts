/** Canary for confirmationModals.ts: Payload's Delete and Unpublish confirmations still render as it finds them. */
import { describe, expect, it } from 'vitest'

import { CONFIRMATION_CONTENT_CLASS, CONFIRMATION_SLUGS } from './confirmationModals'
import { readInstalled } from './installedPackages'

const broken = (what: string) =>
  `compat/confirmationModals.ts finds Payload's document confirmations by their markup: ${what}`

const ui = (file: string) => readInstalled('@payloadcms/ui', `dist/elements/${file}/index.js`)

describe("Payload's Delete and Unpublish confirmations", () => {
  it('open under the slugs the fence names', async () => {
    expect(CONFIRMATION_SLUGS.delete('x')).toBe('delete-x')
    expect(CONFIRMATION_SLUGS.unpublish('x')).toBe('confirm-un-publish-x')
    expect(await ui('DeleteDocument'), broken('Delete has another slug')).toContain(
      'const modalSlug = `delete-${id}`',
    )
    expect(await ui('UnpublishButton'), broken('Unpublish has another slug')).toContain(
      'const unPublishModalSlug = `confirm-un-publish-${id}`',
    )
  })

  it('render their text inside .confirmation-modal__content of an element whose id is the slug', async () => {
    const modal = await ui('ConfirmationModal')
    expect(CONFIRMATION_CONTENT_CLASS).toBe('confirmation-modal__content')
    expect(modal, broken('no confirmation-modal block')).toContain(
      "const baseClass = 'confirmation-modal'",
    )
    expect(modal, broken('no __content element')).toContain('className: `${baseClass}__content`')
    expect(modal, broken('no longer a Modal with the slug')).toContain('slug: modalSlug')
    const faceless = await readInstalled('@faceless-ui/modal', 'dist/asModal/index.js')
    expect(faceless, broken("faceless-ui's Modal no longer takes its id from the slug")).toMatch(
      /id: \(rest === null \|\| rest === void 0 \? void 0 : rest\.id\) \|\| slug/,
    )
  })
})
