import { trustPageRoute } from '@/components/trustPages/trustPageRoute'

const route = trustPageRoute('corrections-policy')

export const generateMetadata = route.generateMetadata
export default route.Page
