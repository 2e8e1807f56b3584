/**
 * The version comparison's row of a field editors do not write: the server derives it (the body's
 * HTML, the contract's status, who saved) or readers move it (views, claps). Shown, it doubled
 * Status and buried the edits under raw HTML and counters.
 */
export function HiddenFromDiff() {
  return null
}
