import { noPathsAtBuildTime } from '@/lib/siteLocale'

export { default, generateMetadata } from './authorArchive'
export const generateStaticParams = noPathsAtBuildTime
