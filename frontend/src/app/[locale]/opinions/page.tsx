import { ArticleTypePage } from '@/components/articles/ArticleTypePage'
import { sectionMetadata, SECTIONS } from '@/components/articles/sections'

export const metadata = sectionMetadata(SECTIONS.opinions, 1)

export default function OpinionsPage() {
  return <ArticleTypePage name="opinions" />
}
