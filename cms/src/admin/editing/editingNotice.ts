import { savedAtInUtc, saverName } from '../../collections/Articles/editing/staleSaveMessage'

interface Account {
  id: string
  name: string
}

/** What the article's editing heartbeat answers (collections/Articles/editing/editingEndpoint.ts). */
export interface EditingState {
  holder: Account | null
  latest: { versionId: string | null; savedAt: string; savedBy: Account | null }
  kept: { versionId: string; keptAt: string } | null
}

export type EditingNotice =
  | { kind: 'kept'; text: string; keptVersionId: string; latestVersionId: string | null }
  | { kind: 'takenOver' | 'editing' | 'newer'; text: string }

interface Viewer {
  me: string
  /** The updatedAt the open form was loaded or last saved with. */
  editedFrom: string | null
  /** Whether another editor took the lock from this view, and holds it since. */
  takenOver: boolean
}

const savedBy = (state: EditingState) => saverName(state.latest.savedBy?.name ?? null)
const savedAt = (state: EditingState) => savedAtInUtc(Date.parse(state.latest.savedAt))

function newerThanForm(state: EditingState, { me, editedFrom }: Viewer) {
  if (!editedFrom || state.latest.savedBy?.id === me) return false
  return Date.parse(state.latest.savedAt) > Date.parse(editedFrom)
}

/** What the edit view tells its editor about others editing and saving the same article. */
export function editingNotice(state: EditingState, viewer: Viewer): EditingNotice | null {
  const behind = newerThanForm(state, viewer)
  if (state.kept && behind) {
    return {
      kind: 'kept',
      text:
        `Not saved: a newer version was saved by ${savedBy(state)} at ${savedAt(state)}, after ` +
        'you opened this article. Both are kept: yours is a version of its own in Versions. ' +
        'Compare them, then reload to continue from the newer one, and restore yours from ' +
        'Versions if it should win.',
      keptVersionId: state.kept.versionId,
      latestVersionId: state.latest.versionId,
    }
  }
  const holder = state.holder
  if (holder && holder.id !== viewer.me) {
    return viewer.takenOver
      ? {
          kind: 'takenOver',
          text: `${holder.name} took over editing this article. Your changes are no longer saved here: reload to continue from theirs.`,
        }
      : {
          kind: 'editing',
          text: `${holder.name} is editing this article. Changes you make here are not saved while they edit.`,
        }
  }
  if (behind) {
    return {
      kind: 'newer',
      text: `A newer version was saved by ${savedBy(state)} at ${savedAt(state)}. Reload to continue from it: changes you make here will not be saved over it.`,
    }
  }
  return null
}
