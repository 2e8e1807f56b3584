'use client'

import dynamic from 'next/dynamic'

/*
 * Parts of an article page that only some articles need. Each is its own script, which a page
 * fetches only when it renders that part: an article without tool blocks, coin mentions or a
 * learning path pays nothing for them.
 */

export const ToolEmbeds = dynamic(() =>
  import('@/components/toolEmbeds/ToolEmbeds').then((module) => module.ToolEmbeds),
)

export const CoinMentions = dynamic(() =>
  import('@/components/coinMentions/CoinMentions').then((module) => module.CoinMentions),
)

export const LessonProgress = dynamic(() =>
  import('@/components/learningPaths/LessonProgress').then((module) => module.LessonProgress),
)
