import type { FormState } from 'payload'

/** Why the document's last save was not stored, as the editor is told it. */
export type SaveFailure =
  | { kind: 'offline' }
  | { kind: 'unreachable' }
  | { kind: 'loggedOut' }
  | { kind: 'invalidField'; field: string; message: string }
  | { kind: 'refused' }

export interface InvalidField {
  field: string
  message: string
}

/** The first field the form marks invalid (a refused save marks the field it names), labelled. */
export function firstInvalidField(
  fields: FormState,
  labelOf: (path: string) => string,
): InvalidField | null {
  for (const [path, field] of Object.entries(fields)) {
    if (field.valid === false)
      return { field: labelOf(path), message: field.errorMessage ?? 'This field is not valid' }
  }
  return null
}

/** Why a save failed, asked in order: the browser's connection, the session, then the fields. */
export async function diagnoseSaveFailure(facts: {
  online: boolean
  isLoggedIn: () => Promise<boolean>
  invalidField: InvalidField | null
}): Promise<SaveFailure> {
  if (!facts.online) return { kind: 'offline' }
  let loggedIn: boolean
  try {
    loggedIn = await facts.isLoggedIn()
  } catch {
    return { kind: 'unreachable' }
  }
  if (!loggedIn) return { kind: 'loggedOut' }
  if (facts.invalidField) return { kind: 'invalidField', ...facts.invalidField }
  return { kind: 'refused' }
}

/**
 * Whether leaving for another admin page with unsaved changes asks first: always before a save
 * failed (Payload's dialog shows only while the form holds changes not yet saved). A refusal the
 * server explains in its own message (a stale save it kept as a version, an action the account may
 * not take) leaves the editor free to follow its advice, such as comparing versions; the
 * browser's copy is kept anyway.
 */
export const asksBeforeLeaving = (failure: SaveFailure) => failure.kind !== 'refused'

const withoutFullStop = (text: string) => text.replace(/\.$/, '')

/** What the banner says about a failed save and about the copy kept in the browser. */
export function saveFailureMessage(failure: SaveFailure, keptInBrowser: boolean): string {
  const kept = keptInBrowser
    ? 'Your changes are kept in this browser until they are saved.'
    : 'This browser could not keep a copy of your changes: do not close this page.'
  switch (failure.kind) {
    case 'offline':
      return `You are offline, so your changes are not saved. ${kept} Choose Save now once you are back online.`
    case 'unreachable':
      return `The CMS cannot be reached, so your changes are not saved. ${kept} Choose Save now to try again.`
    case 'loggedOut':
      return `You are logged out, so your changes are not saved. ${kept} Log in again in another tab, then choose Save now.`
    case 'invalidField':
      return `Your changes are not saved: ${failure.field}: ${withoutFullStop(failure.message)}. ${kept} Correct it and the next save stores them.`
    case 'refused':
      return `The server refused the last save, so your changes are not saved; its message said why. ${kept}`
  }
}
