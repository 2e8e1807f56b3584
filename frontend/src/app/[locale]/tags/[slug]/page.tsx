import { noPathsAtBuildTime } from '@/lib/siteLocale'

export { default, generateMetadata } from './tagArchive'
export const generateStaticParams = noPathsAtBuildTime
