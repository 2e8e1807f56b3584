import { answerFederation } from '@/federation/http/federationRoute'

export const dynamic = 'force-dynamic'

/** The social web's requests (docs/fediverse.md): Fedify answers them. */
export { answerFederation as GET, answerFederation as POST }
