import type { PayloadRequest } from 'payload'

/** The logged-in editor or admin the editorial home reads for. */
export type EditorialUser = PayloadRequest['user']
