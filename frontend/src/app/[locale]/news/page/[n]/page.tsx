import { olderSectionPages } from '@/components/articles/OlderListPage'
import { noPathsAtBuildTime } from '@/lib/siteLocale'

const { generateMetadata, OlderSectionPage } = olderSectionPages('news')

export const generateStaticParams = noPathsAtBuildTime
export { generateMetadata }
export default OlderSectionPage
