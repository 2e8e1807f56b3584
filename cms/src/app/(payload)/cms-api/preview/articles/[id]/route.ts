export { GET } from '@/preview/previewLinkRoute'

export const dynamic = 'force-dynamic'
