import { ArticleTypePage } from '@/components/articles/ArticleTypePage'
import { sectionMetadata, SECTIONS } from '@/components/articles/sections'

export const metadata = sectionMetadata(SECTIONS.analysis, 1)

export default function AnalysisPage() {
  return <ArticleTypePage name="analysis" />
}
