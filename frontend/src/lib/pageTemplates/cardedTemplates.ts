import { keyedElementStart, parseFlightRows } from '../../compat/flightRows'
import { splitInlineFlight, type SplitPage } from '../../compat/flightScripts'

import type { FilledPage } from './pageFiller'
import { cardShape, valuesWithDates } from './articleCardLeaves'
import { samePage } from './decodedPage'
import { cutSpans, htmlElementAround, jsonValueEnd, type Span } from './fragments'
import { inlineOutlinedRows, rowsReferredTo } from './inlinedFlight'
import {
  compileFragment,
  compileTemplate,
  fillFragment,
  fillTemplate,
  type Fragment,
  type FragmentTemplate,
  type HoleValue,
  type PageTemplate,
} from './pageTemplate'
import { withSpecimenPage } from './specimenPages'
import { holesOf, shapeOf, type Json } from './specimens'

/** A page Next rendered, as the site's server sent it. */
export interface SentPage {
  html: string
  headers: [string, string][]
}

/** Next's render of the page at `path`, through the site's server. */
export type RenderPage = (path: string) => Promise<SentPage>

/**
 * A card's data as a template sees them: at least its article's id (the React key of the card's
 * element) and slug (the card's link), by which the card is found in a specimen page.
 */
interface CardData {
  card: { id: string; slug: string }
}

/**
 * A kind of page made of a frame and a list of article cards (an article page and its Read More,
 * a tag's page and its articles, search results…), as templates make it (docs/decisions/0026):
 * what its data look like to a template, and how a specimen of it is rendered.
 */
export interface CardedPageKind<Content> {
  /** Keeps the kind's templates apart from every other kind's. */
  name: string
  /** What the page shows beyond its cards, as leaves (specimens.ts): their shape picks a frame. */
  frameLeaves: (content: Content) => object
  /** The page's cards, in order. */
  cards: (content: Content) => CardData[]
  /** The element each card is (an `article` unless said): it holds no element of its kind. */
  cardElement?: 'article' | 'li'
  /** How many of the first cards load their image at once (they are written otherwise). */
  eagerCards: number
  /** The frame's values, by hole: its leaves', and what the page derives from them. */
  frameValues: (content: Content) => Map<string, string> | Promise<Map<string, string>>
  /** Holes the page writes as HTML, not as text. */
  rawHoles: ReadonlySet<string>
  /** A page of the same shape as `content` that shares none of its values, and its path. */
  specimen: (content: Content, variant: 0 | 1) => { content: Content; path: string }
  /** What every page shows as it is (the site's settings): templates are kept apart by it. */
  fixed: (content: Content) => string
}

/** The hole standing for the cards in the frame. */
const CARDS = 'cards'
/** Where the cards were cut from a specimen page (no page's data holds it). */
const CARDS_MARK = '\u0000cards\u0000'

/**
 * Headers of Next's page that every filled page carries: Next's own, and those next.config gives
 * every document (a filled page is sent by the site's server, outside Next). The server adds its
 * own.
 */
const KEPT_HEADERS =
  /^(content-type|cache-control|vary|link|x-nextjs-prerender|x-nextjs-stale-time|content-security-policy|referrer-policy|x-frame-options|permissions-policy|x-content-type-options)$/i

/** A page's cards cut from it: the page with CARDS_MARK in their place, and each card. */
function cutCards(page: SplitPage, cards: readonly CardData[], element: string) {
  const htmlSpans: (Span | null)[] = cards.map(({ card }) =>
    htmlElementAround(page.html, element, page.html.indexOf(`href="/articles/${card.slug}"`)),
  )
  const flightSpans: (Span | null)[] = cards.map(({ card }) => {
    const start = keyedElementStart(page.flight, card.id)
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
  /** The RSC rows the frame writes. */
  rows: ReadonlySet<string>
}

interface CardTemplate {
  template: FragmentTemplate
  /** The RSC rows the card refers to (its components'), which its frame must write. */
  rows: readonly string[]
}

interface Made {
  frame: FrameTemplate
  cards: CardTemplate[]
}

/** A page's values, by hole: its frame's, and each card's. */
interface PageValues {
  frame: Map<string, string>
  cards: Map<string, string>[]
}

/**
 * The values of the page of `content`, each worked out once. The eager cards' values are the
 * frame's too, named by the card's place: the page's head preloads their images.
 */
async function pageValues<Content>(
  kind: CardedPageKind<Content>,
  content: Content,
): Promise<PageValues> {
  const frame = await kind.frameValues(content)
  const cards = kind.cards(content).map((card) => valuesWithDates(card))
  cards.slice(0, kind.eagerCards).forEach((values, i) => {
    for (const [name, value] of values) frame.set(`${CARDS}.${i}:${name}`, value)
  })
  return { frame, cards }
}

const valuesOf = (values: ReadonlyMap<string, HoleValue>) => Object.fromEntries(values)

function cardsValue(templates: readonly CardTemplate[], cards: PageValues['cards']) {
  const filled = templates.map(({ template }, i) => fillFragment(template, valuesOf(cards[i]!)))
  return {
    html: filled.map((card) => card.html).join(''),
    flight: filled.map((card) => card.flight).join(','),
  }
}

const fill = (made: Made, values: PageValues) =>
  fillTemplate(made.frame.template, {
    ...valuesOf(values.frame),
    [CARDS]: cardsValue(made.cards, values.cards),
  })

/**
 * Templates of the frame and the cards of pages shaped as `content`, from two specimens: made from
 * the first, they must make the second as Next rendered it (samePage: the RSC rows' order and
 * numbers may differ with the server's load), or none is kept (a value the page derives that the
 * leaves do not know, say) and Next renders pages of that shape.
 */
async function makeTemplates<Content>(
  kind: CardedPageKind<Content>,
  content: Content,
  render: RenderPage,
): Promise<Made | null> {
  const renderSpecimen = async (variant: 0 | 1) => {
    const specimen = kind.specimen(content, variant)
    const page = await withSpecimenPage(specimen.path, specimen.content, () =>
      render(specimen.path),
    )
    const values = await pageValues(kind, specimen.content)
    return { cards: kind.cards(specimen.content), values, page }
  }
  // Both at once: a reader of a new shape waits for one render, not two in turn.
  const [first, second] = await Promise.all([renderSpecimen(0), renderSpecimen(1)])
  const split = splitInlineFlight(first.page.html)
  const flight = inlineOutlinedRows(split.flight)
  const cut = cutCards({ ...split, flight }, first.cards, kind.cardElement ?? 'article')
  if (!cut) return null
  const made: Made = {
    frame: {
      template: compileTemplate(cut.page, [
        ...holesOf(first.values.frame, kind.rawHoles),
        { name: CARDS, specimen: CARDS_MARK, raw: true },
      ]),
      headers: first.page.headers.filter(([name]) => KEPT_HEADERS.test(name)),
      rows: new Set(parseFlightRows(flight).map((row) => row.id)),
    },
    cards: cut.fragments.map((fragment, i) => ({
      template: compileFragment(fragment, holesOf(first.values.cards[i]!, kind.rawHoles)),
      rows: rowsReferredTo(fragment.flight),
    })),
  }
  const filled = fill(made, second.values)
  if (!samePage(filled.toString(), second.page.html)) {
    console.warn(`A ${kind.name} page template failed its check; Next renders pages of its shape`)
    return null
  }
  return made
}

/**
 * Templates made so far, by kind, shape and what every page shows as it is: frames, cards (a card
 * names components by what they are, inlinedFlight.ts, so it fits in any frame of its kind), and
 * the pages no template makes. A new build starts empty.
 */
const frames = new Map<string, Promise<FrameTemplate | null>>()
const cardTemplates = new Map<string, CardTemplate>()
const unmade = new Set<string>()
const MAX_FRAMES = 512

/**
 * How many cards a frame is made for: cards past the eager ones leave nothing in the frame (the
 * page's head preloads the eager ones' images), so a frame made with any number of them fills a
 * page with any other (a list's last page, its 24 cards, a Read More of 3 or 6).
 */
const framedCards = <Content>(kind: CardedPageKind<Content>, cards: readonly CardData[]) =>
  Math.min(cards.length, kind.eagerCards + 1)

async function templatesFor<Content>(
  kind: CardedPageKind<Content>,
  content: Content,
  cards: readonly CardData[],
  render: RenderPage,
): Promise<Made | null> {
  const fixed = `${kind.name}\n${kind.fixed(content)}`
  const frameKey = `${shapeOf(kind.frameLeaves(content) as Json)}/${framedCards(kind, cards)}\n${fixed}`
  const cardKeys = cards.map(
    (card, i) => `${cardShape(card)}/${i < kind.eagerCards ? 'eager' : 'lazy'}\n${fixed}`,
  )
  const pageKey = [frameKey, ...cardKeys].join('\n')
  const known = await frames.get(frameKey)
  if (known === null || unmade.has(pageKey)) return null
  const knownCards = cardKeys.map((key) => cardTemplates.get(key))
  if (known && knownCards.every(Boolean)) {
    const cards = knownCards as CardTemplate[]
    if (cards.every((card) => card.rows.every((row) => known.rows.has(row)))) {
      return { frame: known, cards }
    }
    // Made from different specimens, they would send a page whose payload React cannot finish.
    console.warn(`A ${kind.name} page's cards name components its frame lacks; Next renders it`)
    unmade.add(pageKey)
    return null
  }
  if (frames.size >= MAX_FRAMES) {
    frames.clear()
    cardTemplates.clear()
    unmade.clear()
  }
  const making = makeTemplates(kind, content, render)
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

/**
 * The page of `content` made from templates of its kind and shape, or null when no template can
 * make it (Next renders it then). A shape's first page waits for its specimens' renders.
 */
export async function filledCardedPage<Content>(
  kind: CardedPageKind<Content>,
  content: Content,
  render: RenderPage,
): Promise<FilledPage | null> {
  const cards = kind.cards(content)
  const made = await templatesFor(kind, content, cards, render)
  if (!made) return null
  return { body: fill(made, await pageValues(kind, content)), headers: made.frame.headers }
}
