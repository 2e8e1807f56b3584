import { ArticleTypePage } from '@/components/articles/ArticleTypePage'
import { sectionMetadata, SECTIONS } from '@/components/articles/sections'

export const metadata = sectionMetadata(SECTIONS.news, 1)

export default function NewsPage() {
  return <ArticleTypePage name="news" />
}
