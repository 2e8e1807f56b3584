'use client'

export function IncompleteArticlesMonitor() {
  return <h1>Incomplete Articles</h1>
}
