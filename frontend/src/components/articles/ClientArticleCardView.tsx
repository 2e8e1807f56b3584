'use client'

/**
 * ArticleCardView rendered in the browser from what the card shows: a page of cards sends each
 * card's data once, not its element tree beside its HTML (docs/decisions/0047).
 */
export { ArticleCardView as ClientArticleCardView } from './ArticleCardView'
