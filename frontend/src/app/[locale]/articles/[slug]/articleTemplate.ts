import { coinMentionIds } from '@blockwise/shared'
import { lessonPositions } from '@blockwise/shared/learningPaths/position'

import { hasToolEmbeds } from '@/components/toolEmbeds/hasToolEmbeds'
import { getLearningPaths } from '@/lib/cms/learningPaths'
import { cutSpans, htmlElementAround, jsonValueEnd, type Span } from '@/lib/pageTemplates/fragments'
import { samePage } from '@/lib/pageTemplates/decodedPage'
import { splitInlineFlight, type SplitPage } from '@/lib/pageTemplates/inlineFlight'
import { inlineOutlinedRows } from '@/lib/pageTemplates/inlinedFlight'
import {
  compileFragment,
  compileTemplate,
  fillFragment,
  fillTemplate,
  type Fragment,
  type FragmentTemplate,
  type HoleValue,
  type PageTemplate,
} from '@/lib/pageTemplates/pageTemplate'
import { withSpecimenPage } from '@/lib/pageTemplates/specimenPages'
import type { FilledPage } from '@/lib/pageTemplates/articlePageFiller'
import { holesOf } from '@/lib/pageTemplates/specimens'

import type { ArticlePageContent } from './articlePageData'
import {
  BODY,
  CARDS,
  cardLeaves,
  cardShape,
  cardValues,
  frameLeaves,
  frameShape,
  frameValues,
  RAW_HOLES,
  specimenContent,
  type CardLeaves,
  type FrameLeaves,
} from './articlePageLeaves'

/** A page Next rendered, as the site's server sent it. */
export interface SentPage {
  html: string
  headers: [string, string][]
}

/** Next's render of the article page at `slug`, through the site's server. */
export type RenderArticlePage = (slug: string) => Promise<SentPage>

/**
 * Headers of Next's page that every filled page carries: Next's own, and those next.config gives
 * every document (a filled page is sent by the site's server, outside Next). The server adds its
 * own.
 */
const KEPT_HEADERS =
  /^(content-type|cache-control|vary|link|x-nextjs-prerender|x-nextjs-stale-time|content-security-policy|referrer-policy|x-frame-options|permissions-policy|x-content-type-options)$/i

/** Where the cards were cut from a specimen page (no article's data holds it). */
const CARDS_MARK = '\u0000cards\u0000'

/** A page's Read More cards cut from it: the page with CARDS_MARK in their place, and each card. */
function cutCards(page: SplitPage, cards: readonly CardLeaves[]) {
  const htmlSpans: (Span | null)[] = cards.map(({ card }) =>
    htmlElementAround(page.html, 'article', page.html.indexOf(`href="/articles/${card.slug}"`)),
  )
  const flightSpans: (Span | null)[] = cards.map(({ card }) => {
    const start = page.flight.indexOf(`["$","article","${card.id}"`)
    const end = start < 0 ? null : jsonValueEnd(page.flight, start)
    return end === null ? null : { start, end }
  })
  if (htmlSpans.includes(null) || flightSpans.includes(null)) return null
  const html = cutSpans(page.html, htmlSpans as Span[], '', CARDS_MARK)
  // In the payload the mark is written as JSON writes it, where the template looks for it.
  const flight = cutSpans(
    page.flight,
    flightSpans as Span[],
    ',',
    JSON.stringify(CARDS_MARK).slice(1, -1),
  )
  if (!html || !flight) return null
  const fragments: Fragment[] = html.pieces.map((piece, i) => ({
    html: piece,
    flight: flight.pieces[i]!,
  }))
  return { page: { ...page, html: html.text, flight: flight.text }, fragments }
}

interface FrameTemplate {
  template: PageTemplate
  headers: [string, string][]
}

interface Made {
  frame: FrameTemplate
  cards: FragmentTemplate[]
}

const cardsValue = (templates: readonly FragmentTemplate[], cards: readonly CardLeaves[]) => {
  const filled = templates.map((template, i) =>
    fillFragment(template, valuesOf(cardValues(cards[i]!))),
  )
  return {
    html: filled.map((card) => card.html).join(''),
    flight: filled.map((card) => card.flight).join(','),
  }
}

const valuesOf = (values: ReadonlyMap<string, HoleValue>) => Object.fromEntries(values)

function fill(
  made: Made,
  frame: ReadonlyMap<string, string>,
  cards: readonly CardLeaves[],
): Buffer {
  return fillTemplate(made.frame.template, {
    ...valuesOf(frame),
    [CARDS]: cardsValue(made.cards, cards),
  })
}

/**
 * Templates of a frame shaped as `frame` and of cards shaped as `cards`, from two specimens: made
 * from the first, they must make the second as Next rendered it (samePage: the RSC rows' order
 * and numbers may differ with the server's load), or none is kept (a value
 * the page derives that the leaves do not know, say) and Next renders pages of that shape.
 */
async function makeTemplates(
  frame: FrameLeaves,
  cards: readonly CardLeaves[],
  settings: ArticlePageContent['settings'],
  render: RenderArticlePage,
): Promise<Made | null> {
  const renderSpecimen = async (variant: 0 | 1) => {
    const specimen = specimenContent(frame, cards, settings, variant)
    const page = await withSpecimenPage(specimen.content.article.slug, specimen.content, () =>
      render(specimen.content.article.slug),
    )
    return { ...specimen, page }
  }
  // Both at once: a reader of a new shape waits for one render, not two in turn.
  const [first, second] = await Promise.all([renderSpecimen(0), renderSpecimen(1)])
  const split = splitInlineFlight(first.page.html)
  const cut = cutCards({ ...split, flight: inlineOutlinedRows(split.flight) }, first.cards)
  if (!cut) return null
  const made: Made = {
    frame: {
      template: compileTemplate(cut.page, [
        ...holesOf(await frameValues(first.content), RAW_HOLES),
        { name: CARDS, specimen: CARDS_MARK, raw: true },
      ]),
      headers: first.page.headers.filter(([name]) => KEPT_HEADERS.test(name)),
    },
    cards: cut.fragments.map((fragment, i) =>
      compileFragment(fragment, holesOf(cardValues(first.cards[i]!), RAW_HOLES)),
    ),
  }
  const filled = fill(made, await frameValues(second.content), second.cards)
  if (!samePage(filled.toString(), second.page.html)) {
    console.warn(`An article page template failed its check; Next renders pages of its shape`)
    return null
  }
  return made
}

/**
 * Templates made so far, by shape and site settings (which every page shows): frames, cards (a
 * card names components by what they are, inlinedFlight.ts, so it fits in any frame), and the
 * pages no template makes. A new build starts empty.
 */
const frames = new Map<string, Promise<FrameTemplate | null>>()
const cardTemplates = new Map<string, FragmentTemplate>()
const unmade = new Set<string>()
const MAX_FRAMES = 512

async function templatesFor(
  content: ArticlePageContent,
  frame: FrameLeaves,
  cards: readonly CardLeaves[],
  render: RenderArticlePage,
): Promise<Made | null> {
  const settings = JSON.stringify(content.settings)
  const frameKey = `${frameShape(frame, cards.length)}\n${settings}`
  const cardKeys = cards.map((card) => `${cardShape(card)}\n${settings}`)
  const pageKey = [frameKey, ...cardKeys].join('\n')
  const known = await frames.get(frameKey)
  if (known === null || unmade.has(pageKey)) return null
  const knownCards = cardKeys.map((key) => cardTemplates.get(key))
  if (known && knownCards.every(Boolean)) {
    return { frame: known, cards: knownCards as FragmentTemplate[] }
  }
  if (frames.size >= MAX_FRAMES) {
    frames.clear()
    cardTemplates.clear()
    unmade.clear()
  }
  const making = makeTemplates(frame, cards, content.settings, render)
  if (!known)
    frames.set(
      frameKey,
      making.then((made) => made?.frame ?? null),
    )
  const made = await making.catch((error: unknown) => {
    // A failed render is not a verdict on the shape: the next page of it tries again.
    if (!known) frames.delete(frameKey)
    throw error
  })
  if (!made) {
    unmade.add(pageKey)
    return null
  }
  made.cards.forEach((template, i) => cardTemplates.set(cardKeys[i]!, template))
  return made
}

/** Whether Next must render the page: parts that load their own data, which no hole holds. */
async function rendersOwnParts(content: ArticlePageContent, body: string): Promise<boolean> {
  if (coinMentionIds(body).length > 0 || hasToolEmbeds(body)) return true
  return lessonPositions(await getLearningPaths(), content.article.slug).length > 0
}

/**
 * The article page of `content` made from templates (docs/decisions/0026), or null when Next must
 * render it (a page with coin mentions, tool embeds or a lesson bar, or a shape no template can
 * make).
 */
export async function filledArticlePage(
  content: ArticlePageContent,
  render: RenderArticlePage,
): Promise<FilledPage | null> {
  const values = await frameValues(content)
  if (await rendersOwnParts(content, String(values.get(BODY) ?? ''))) return null
  const frame = frameLeaves(content)
  const cards = cardLeaves(content)
  const made = await templatesFor(content, frame, cards, render)
  return made && { body: fill(made, values, cards), headers: made.frame.headers }
}
