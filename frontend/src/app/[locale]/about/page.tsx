import { trustPageRoute } from '@/components/trustPages/trustPageRoute'

const route = trustPageRoute('about')

export const generateMetadata = route.generateMetadata
export default route.Page
