import { CONTACT_EMAIL, MINIMUM_AGE } from '@blockwise/shared'
import type { TrustPageSlug } from '@blockwise/shared/trustPages'

interface SeedTrustPage {
  slug: TrustPageSlug
  title: string
  description: string
  /** Markdown, converted with the articles' editor. */
  body: string
}

const contact = `[${CONTACT_EMAIL}](mailto:${CONTACT_EMAIL})`

/**
 * The trust pages as a new installation starts with them. Every sentence describes what the
 * product does (docs/product.md, the generation pipeline in cms/src/generation, the article
 * page's AI-assisted note): editors change the words in the CMS, not here.
 */
export const seedTrustPages: readonly SeedTrustPage[] = [
  {
    slug: 'about',
    title: 'About Blockwise',
    description:
      'Blockwise is a free crypto publication for adults: news, opinion, analysis and beginner lessons, plus education tools that run in your browser.',
    body: `Blockwise is a public publication about crypto. We publish four kinds of articles (news, opinion, analysis and learn) and free education tools that run in your browser: a DeFi yield calculator, a watchlist with live prices and a portfolio simulator that trades with virtual money.

## Who it is for

Blockwise is written for readers aged ${MINIMUM_AGE} and over. You need no account to read, clap, share or use the tools. The weekly newsletter asks only for your name and email address, and starts once you confirm it from the email we send.

## What we publish

- **News**: what happened, who is involved and why it matters.
- **Opinion**: one author's argued position, labelled as opinion.
- **Analysis**: the causes, the data and the plausible scenarios, weighed.
- **Learn**: beginner-friendly explainers, some grouped into learning paths, with a [glossary](/glossary) of the terms they use.

Everything we publish is for education. It is not financial advice: crypto prices move fast and you can lose what you invest. Do your own research.

## How articles are made

Our editors choose every topic and the rules articles follow. Articles may be drafted with AI: one model writes the text in the voice of the credited author and another draws the illustration. Such articles say so in an **AI-assisted** note. How this works is in our [AI policy](/ai-policy); the standards every article is held to are in our [editorial standards](/editorial-standards).

## Contact

Write to ${contact}. To report a mistake in an article, see our [corrections policy](/corrections-policy).`,
  },
  {
    slug: 'editorial-standards',
    title: 'Editorial standards',
    description:
      'The rules every Blockwise article follows, whoever drafts it: accuracy, no financial advice, plain explanations and clearly labelled kinds of article.',
    body: `These standards apply to every article on Blockwise, whether an editor writes it or an AI model drafts it. The model is given the same rules with every article it drafts (see our [AI policy](/ai-policy)).

## Accuracy

- We do not invent facts, figures, quotes, sources or events.
- When something is uncertain, disputed or changes quickly, the article says so.
- When we get something wrong, we correct it as our [corrections policy](/corrections-policy) describes.

## No financial advice

Blockwise is an educational publication. Articles never tell readers to buy, sell or hold anything and never promise returns; where it matters, they remind you to do your own research. Our tools are for education too, and say so.

## Clear writing

- Jargon is explained the first time it appears, and the [glossary](/glossary) defines the terms articles use most.
- Learn articles build an idea step by step, define every term and use a concrete everyday example.

## Kinds of article

Every article is labelled with its kind above its title:

- **News** reports what happened, who is involved, why it matters and the context a newcomer needs. It reports; it does not argue.
- **Opinion** argues one clear position in the author's voice, makes clear it is opinion and answers the strongest counterargument.
- **Analysis** examines the causes, the data and the plausible scenarios, weighs them fairly and says what would change the picture.
- **Learn** explains one idea for beginners.

## Authors' voices

Every article is credited to an author, whose style shapes its voice, rhythm and viewpoint. An author's voice never overrides accuracy or these standards.

## Readers

Blockwise is written for readers aged ${MINIMUM_AGE} and over.`,
  },
  {
    slug: 'ai-policy',
    title: 'AI policy',
    description:
      "How Blockwise uses AI: Anthropic's Claude drafts article text in the author's voice, Google's Gemini draws featured images, and editors set the topics and the rules.",
    body: `Blockwise uses two AI models to make articles. This page says what each one does, what our editors do and how you can tell.

## What the models do

- **Text: Claude, by Anthropic.** An editor gives a topic and chooses the kind of article (news, opinion, analysis or learn) and its author. Claude drafts the article in that author's voice: the title, the summary under it, the body, tags for it and a suggested title for search engines. It also describes the picture to draw.
- **Image: Gemini, by Google.** Gemini draws the article's featured image from that description, asked for an illustration with no text, logos or recognisable real people. Images made this way are credited "AI illustration".

Claude is sent the topic, the kind of article and the author's profile as a writer (name, style, background and viewpoint); Gemini is sent the description of the picture. Nothing about our readers is sent to either.

## The rules the model follows

With every article, Claude is told to follow our [editorial standards](/editorial-standards): be accurate, and invent no facts, figures, quotes, sources or events; say when something is uncertain, disputed or changes quickly; never give financial advice or promise returns; explain jargon the first time it appears. The author's style shapes the voice of the writing and never overrides these rules.

AI models can still get things wrong. Treat figures and claims as a starting point and do your own research.

## What is checked before an article goes live

- A generated article is published only once both its text and its image have been made and saved. If either fails, the article stays an unpublished draft that only editors see.
- Its body passes the same checks as every article: links only to web pages, email addresses, phone numbers and our own pages; images only from our media library; videos only from YouTube or Vimeo. Its HTML is cleaned before any reader sees it.
- The suggested title for search engines is used only once an editor accepts it.
- By default, an editor publishes every AI article: a finished one waits as a draft, which readers never see, until an editor has reviewed and published it. Our editors can change this in the site's settings so that finished AI articles are published as soon as both parts are saved.
- Claude's tags are matched to the tags we already use. A tag we do not use yet is only suggested: an editor decides whether to add it.
- Once an article is live, editors can change it or take it down at any time.

## How you can tell

Every article drafted this way carries a note near its top: "AI-assisted. Drafted by an AI model (Claude) in the author’s voice and illustrated by an AI image model (Gemini); our editors set the topic and the rules it follows. Do your own research." Its featured image is credited "AI illustration".

## What AI does not do

AI does not choose what we write about: every generated article starts from a topic an editor gives. AI does not answer readers or decide corrections; editors do, as our [corrections policy](/corrections-policy) describes.`,
  },
  {
    slug: 'corrections-policy',
    title: 'Corrections policy',
    description:
      'How to report a mistake in a Blockwise article, and how we correct and update articles and show that we did.',
    body: `We want every article on Blockwise to be accurate. When one is not, we fix it and say so.

## How to report an error

Email ${contact} with the link to the article, what you believe is wrong and, if you can, a source that shows it. You need no account. An editor looks into each report.

## How corrections are shown

- **Corrections.** When we fix a factual error (a wrong figure, date, name or claim), we correct the article and add a note at its end that says what was wrong, what we changed and when.
- **Updates.** When we add information to a published article because events moved on, we add a dated update note at its end.
- **Removals.** When an article cannot be put right, we take it down.

A corrected article keeps its address; if the address ever changes, the old link still leads to it.

## Minor fixes

We fix typos, spelling, grammar, formatting and broken links without a note, as long as the meaning of the article does not change.

## AI-assisted articles

Articles drafted with AI (see our [AI policy](/ai-policy)) are corrected the same way, by our editors.

## Our records

Our editing system keeps earlier versions of every article, so editors can see what changed and when.`,
  },
]
