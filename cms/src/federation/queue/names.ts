/** The jobs queue Fedify's messages (inbox, outbox and fan-out) wait on, and the task running one. */
export const FEDERATION_QUEUE = 'federation'
export const FEDERATION_MESSAGE_TASK = 'federationMessage'
/** The job telling followers of an article's change (federation/federateArticleTask.ts). */
export const FEDERATE_ARTICLE_TASK = 'federateArticle'

/** Messages sharing Fedify's ordering key share this concurrency key: they run one at a time. */
export const federationConcurrencyKey = (orderingKey: string) => `federation:${orderingKey}`
