'use client'

export function GenerateArticleForm() {
  return <form aria-label="Generate article" />
}
