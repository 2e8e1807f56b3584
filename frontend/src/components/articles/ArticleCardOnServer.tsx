import { ArticleCardView } from './ArticleCardView'
import { cardViewProps, type ArticleCardProps } from './cardViewProps'

/**
 * An article's card written into the page as its elements: for the few cards of a page that has
 * no other card (an article's Read More), whose script would otherwise carry the card's code. Its
 * own module: a page that imports the browser's card carries its code, rendered or not.
 */
export function ArticleCardOnServer(props: ArticleCardProps) {
  return <ArticleCardView {...cardViewProps(props)} />
}
