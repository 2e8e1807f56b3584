import type { Context, Federation } from '@fedify/fedify'
import type { Payload } from 'payload'

/** What every dispatcher and listener is handed: the CMS's Payload. */
export type BlockwiseFederation = Federation<Payload>
export type BlockwiseContext = Context<Payload>
