/** The jobs queue the AI pipeline runs on, and the workflow it runs. */
export const GENERATION_QUEUE = 'generation'
export const GENERATION_WORKFLOW = 'generateArticle'

/** One active generation per article: a partial unique index on payload_jobs enforces it. */
export const generationConcurrencyKey = (articleId: string) => `generation:${articleId}`
