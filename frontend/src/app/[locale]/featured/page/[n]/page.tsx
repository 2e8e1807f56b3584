import { olderSectionPages } from '@/components/articles/OlderListPage'
import { noPathsAtBuildTime } from '@/lib/siteLocale'

const { generateMetadata, OlderSectionPage } = olderSectionPages('featured')

export const generateStaticParams = noPathsAtBuildTime
export { generateMetadata }
export default OlderSectionPage
