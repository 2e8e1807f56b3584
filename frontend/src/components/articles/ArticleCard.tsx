import { cardViewProps, type ArticleCardProps } from './cardViewProps'
import { ClientArticleCardView } from './ClientArticleCardView'

/** An article's card, rendered in the browser from what it shows (ClientArticleCardView). */
export function ArticleCard(props: ArticleCardProps) {
  return <ClientArticleCardView {...cardViewProps(props)} />
}
