import { COIN_MENTION_CLASS } from '@blockwise/shared/html/coinMention'

export const COIN_MENTION_SELECTOR = `span.${COIN_MENTION_CLASS}[data-coin]`
