import { connection } from 'next/server'

import { ArticleCard } from '@/components/ArticleCard'
import { getPublishedArticles } from '@/lib/cms/articles'

export default async function HomePage() {
  // Rendered per request from the tag-cached CMS response, never at build time.
  await connection()
  const articles = await getPublishedArticles()
  return (
    <section aria-labelledby="latest-heading">
      <h1 id="latest-heading" className="page-title">
        Latest Stories
      </h1>
      {articles.length === 0 ? (
        <p>No articles have been published yet.</p>
      ) : (
        <div className="article-grid">
          {articles.map((article) => (
            <ArticleCard key={article.id} article={article} />
          ))}
        </div>
      )}
    </section>
  )
}
