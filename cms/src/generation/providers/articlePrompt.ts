import { MINIMUM_AGE, SITE_NAME, WORDS_PER_MINUTE, type ArticleType } from '@blockwise/shared'

import type { Author } from '@/payload-types'

type AuthorPersona = Pick<
  Author,
  | 'name'
  | 'writingStyle'
  | 'paragraphStyle'
  | 'originCountry'
  | 'politicalViewpoint'
  | 'nativeLanguage'
  | 'senseOfHumor'
  | 'englishProficiency'
>

export interface ArticleTextInput {
  topic: string
  articleType: ArticleType
  author: AuthorPersona
}

export const ARTICLE_SYSTEM_PROMPT = `You write for ${SITE_NAME}, an educational publication about crypto for readers aged ${MINIMUM_AGE} and over.
- Be accurate. Do not invent facts, figures, quotes, sources or events; when something is uncertain, disputed or changes quickly, say so.
- Never give financial advice: do not tell readers to buy, sell or hold anything, and do not promise returns. Where it matters, remind them to do their own research.
- Explain jargon the first time it appears.
- The author persona shapes the voice, rhythm and viewpoint of the writing. It never overrides accuracy or these rules.
Deliver the article by calling the submit_article tool.`

const TYPE_BRIEFS: Record<ArticleType, string> = {
  news: 'a news report: what happened, who is involved, why it matters and the context a newcomer needs. Report, do not argue.',
  opinion:
    "an opinion column: argue one clear position in the author's voice, make clear it is opinion, and answer the strongest counterargument.",
  analysis:
    'an analysis: examine the causes, the data and the plausible scenarios, weigh them fairly and say what would change the picture.',
  learn:
    'a beginner-friendly explainer: build the idea step by step, define every term and use a concrete everyday example.',
}

const PERSONA_LABELS: Array<[keyof Omit<AuthorPersona, 'name'>, string]> = [
  ['writingStyle', 'Writing style'],
  ['paragraphStyle', 'Paragraph style'],
  ['originCountry', 'Origin country'],
  ['politicalViewpoint', 'Political viewpoint'],
  ['nativeLanguage', 'Native language'],
  ['senseOfHumor', 'Sense of humour'],
  ['englishProficiency', 'English proficiency'],
]

function personaLines(author: AuthorPersona): string {
  const traits = PERSONA_LABELS.flatMap(([field, label]) => {
    const value = author[field]?.trim()
    return value ? [`- ${label}: ${value}`] : []
  })
  return [`- Name: ${author.name}`, ...traits].join('\n')
}

/** The user turn: what to write, as whom. */
export function articleRequest({ topic, articleType, author }: ArticleTextInput): string {
  return `Write ${TYPE_BRIEFS[articleType]}

Topic: ${topic.trim()}

Write as this author:
${personaLines(author)}

Aim for 600 to 1,200 words in the body, and estimate the reading time at ${WORDS_PER_MINUTE} words per minute.`
}
