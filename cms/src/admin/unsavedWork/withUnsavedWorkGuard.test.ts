import type { CollectionConfig } from 'payload'
import { describe, expect, it } from 'vitest'

import { articleVersions } from '../../collections/Articles/versions'

import { UNSAVED_WORK_GUARD, withUnsavedWorkGuard } from './withUnsavedWorkGuard'

const collection = (versions: CollectionConfig['versions']): CollectionConfig => ({
  slug: 'notes',
  fields: [],
  versions,
  admin: { components: { edit: { beforeDocumentControls: ['/elsewhere#Other'] } } },
})

describe('withUnsavedWorkGuard', () => {
  it('guards the edit view of a collection that autosaves, after what it already shows there', () => {
    const guarded = withUnsavedWorkGuard(collection({ drafts: { autosave: { interval: 2000 } } }))
    expect(guarded.admin?.components?.edit?.beforeDocumentControls).toEqual([
      '/elsewhere#Other',
      UNSAVED_WORK_GUARD,
    ])
  })

  it('guards the articles, which autosave', () => {
    expect(
      withUnsavedWorkGuard(collection(articleVersions)).admin?.components?.edit
        ?.beforeDocumentControls,
    ).toContain(UNSAVED_WORK_GUARD)
  })

  it('leaves a collection without autosave as it is: Payload warns before leaving it', () => {
    for (const versions of [undefined, true, { drafts: true }, { drafts: { autosave: false } }]) {
      const plain = collection(versions)
      expect(withUnsavedWorkGuard(plain)).toBe(plain)
    }
  })
})
