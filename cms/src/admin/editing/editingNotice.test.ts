import { describe, expect, it } from 'vitest'

import { editingNotice, type EditingState } from './editingNotice'

const ADA = { id: 'ada', name: 'Ada' }
const BEN = { id: 'ben', name: 'Ben' }
const LOADED = '2026-12-05T14:00:00.000Z'
const LATER = '2026-12-05T14:02:05.000Z'

const state = (change: Partial<EditingState> = {}): EditingState => ({
  holder: ADA,
  latest: { versionId: 'v1', savedAt: LOADED, savedBy: ADA },
  kept: null,
  ...change,
})
const ada = { me: 'ada', editedFrom: LOADED, takenOver: false }
const ben = { me: 'ben', editedFrom: LOADED, takenOver: false }

describe("the edit view's notice about others on the same article", () => {
  it('says nothing to the editor holding the article, up to date', () => {
    expect(editingNotice(state(), ada)).toBeNull()
  })

  it('names who is editing to a second editor', () => {
    const notice = editingNotice(state(), ben)
    expect(notice?.kind).toBe('editing')
    expect(notice?.text).toMatch(/^Ada is editing this article\./)
  })

  it('tells the first editor their editing was taken over', () => {
    const notice = editingNotice(state({ holder: BEN }), { ...ada, takenOver: true })
    expect(notice?.kind).toBe('takenOver')
    expect(notice?.text).toMatch(/^Ben took over editing this article\./)
  })

  it('warns of a newer version saved by someone else, not of its own saves', () => {
    const newer = state({ holder: null, latest: { versionId: 'v2', savedAt: LATER, savedBy: BEN } })
    const notice = editingNotice(newer, ada)
    expect(notice?.kind).toBe('newer')
    expect(notice?.text).toContain('saved by Ben at 5 Dec 14:02:05 UTC')
    expect(editingNotice(newer, { ...ada, editedFrom: LATER })).toBeNull()
    expect(editingNotice(newer, { ...ben, editedFrom: LOADED })).toBeNull()
  })

  it('names an automatic save as such', () => {
    const newer = state({
      holder: null,
      latest: { versionId: 'v2', savedAt: LATER, savedBy: null },
    })
    expect(editingNotice(newer, ada)?.text).toContain('saved by an automatic job')
  })

  it('points to both versions once a save was refused and kept, until the form is reloaded', () => {
    const kept = state({
      holder: null,
      latest: { versionId: 'v2', savedAt: LATER, savedBy: BEN },
      kept: { versionId: 'mine', keptAt: LATER },
    })
    const notice = editingNotice(kept, ada)
    expect(notice).toMatchObject({ kind: 'kept', keptVersionId: 'mine', latestVersionId: 'v2' })
    expect(notice?.text).toMatch(/^Not saved: a newer version was saved by Ben at .* Both are kept/)
    expect(editingNotice(kept, { ...ada, editedFrom: LATER })).toBeNull()
  })
})
