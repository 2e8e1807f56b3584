/**
 * Keeps a field out of the version comparison: what the server derives or readers move, which
 * editors do not write (admin/history/HiddenFromDiff.tsx). Payload's Status (`_status`) is the
 * comparison's one Status row.
 */
export const hiddenFromDiff = { Diff: '/admin/history/HiddenFromDiff#HiddenFromDiff' } as const
