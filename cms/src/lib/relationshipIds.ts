/** An id as the admin, the REST API or a populated document give a relationship's value. */
function idOf(reference: unknown): string {
  if (reference && typeof reference === 'object') {
    if ('id' in reference) return String(reference.id)
    if ('value' in reference) return idOf(reference.value)
  }
  return String(reference)
}

/** The ids of a hasMany relationship's value, in its order (none for anything but a list). */
export function relationshipIds(value: unknown): string[] {
  return Array.isArray(value) ? value.map(idOf) : []
}
