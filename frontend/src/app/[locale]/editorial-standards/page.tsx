import { trustPageRoute } from '@/components/trustPages/trustPageRoute'

const route = trustPageRoute('editorial-standards')

export const generateMetadata = route.generateMetadata
export default route.Page
