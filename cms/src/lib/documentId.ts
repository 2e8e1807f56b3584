const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i

/** Document ids are UUIDs; anything else cannot name a document (and must not reach SQL). */
export function isDocumentId(value: string): boolean {
  return UUID.test(value)
}
