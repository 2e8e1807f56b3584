import render from 'dom-serializer'
import { Element, Text, type ChildNode, type ParentNode } from 'domhandler'
import { prepend, removeElement } from 'domutils'
import { parseDocument } from 'htmlparser2'

import { GlossaryMatcher, type Waiting } from './glossaryMatcher'

/** What the linker needs of a glossary term (GET /api/glossary answers it). */
export interface LinkableTerm {
  term: string
  slug: string
  aliases: readonly string[]
  shortDefinition: string
}

export const GLOSSARY_TERM_CLASS = 'glossary-term'
export const GLOSSARY_POPOVER_CLASS = 'glossary-popover'
const POPOVER_ID_PREFIX = 'glossary-'

/**
 * Where a mention is never linked: inside links, headings and other controls (a button cannot
 * hold another), code, figures, the tool and coin placeholders, and anything that is not running
 * text (scripts, media, form parts). Our own popovers are skipped so that linking twice changes
 * nothing.
 */
const SKIPPED_TAGS = new Set([
  'a',
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'button',
  'code',
  'pre',
  'kbd',
  'samp',
  'figure',
  'label',
  'summary',
  'select',
  'option',
  'textarea',
  'script',
  'style',
  'template',
  'noscript',
  'svg',
  'math',
  'iframe',
  'video',
  'audio',
  'object',
  'title',
])
const SKIPPED_ATTRIBUTES = ['data-tool-embed', 'data-coin', 'popover']

const isSkipped = (element: Element): boolean =>
  SKIPPED_TAGS.has(element.name.toLowerCase()) ||
  SKIPPED_ATTRIBUTES.some((attribute) => Object.hasOwn(element.attribs, attribute))

/** Text straight inside these is moved out of the table by browsers' parsers: left alone. */
const TABLE_PARTS = new Set(['table', 'thead', 'tbody', 'tfoot', 'tr', 'colgroup'])

const holdsRunningText = (parent: ParentNode): boolean =>
  !(parent instanceof Element && TABLE_PARTS.has(parent.name.toLowerCase()))

/**
 * The matcher of the last glossary linked with, kept while the glossary stays the same: building
 * one compiles an expression per phrase, and V8 interprets a new expression before compiling it.
 */
let lastMatcher: { signature: string; matcher: GlossaryMatcher<LinkableTerm> } | undefined

const matcherByList = new WeakMap<readonly LinkableTerm[], GlossaryMatcher<LinkableTerm>>()

function matcherOf(terms: readonly LinkableTerm[]): GlossaryMatcher<LinkableTerm> {
  const known = matcherByList.get(terms)
  if (known) return known
  const signature = terms
    .map((term) => [term.slug, term.term, ...term.aliases].join('\0'))
    .join('\n')
  if (lastMatcher?.signature !== signature)
    lastMatcher = { signature, matcher: new GlossaryMatcher(terms) }
  matcherByList.set(terms, lastMatcher.matcher)
  return lastMatcher.matcher
}

export const popoverIdOf = (slug: string) => `${POPOVER_ID_PREFIX}${slug}`

/**
 * The mention as a button that opens its definition, and the definition itself: a popover (the
 * browser opens, closes on Escape and light-dismisses it without script) holding the short
 * definition and a link to the term's page. The button is described by the definition, so a
 * screen reader reads it on reaching the mention, before it is opened.
 */
function definitionPopover(mention: string, term: LinkableTerm): ChildNode[] {
  const popoverId = popoverIdOf(term.slug)
  const definitionId = `${popoverId}-definition`
  const button = new Element(
    'button',
    {
      type: 'button',
      class: GLOSSARY_TERM_CLASS,
      popovertarget: popoverId,
      'aria-describedby': definitionId,
    },
    [new Text(mention)],
  )
  const link = new Element('a', { href: `/glossary/${encodeURIComponent(term.slug)}` }, [
    new Text(`More about ${term.term}`),
  ])
  const popover = new Element(
    'span',
    {
      id: popoverId,
      popover: 'auto',
      class: GLOSSARY_POPOVER_CLASS,
      role: 'dialog',
      'aria-label': term.term,
    },
    [
      new Element('span', { id: definitionId }, [new Text(term.shortDefinition)]),
      new Text(' '),
      link,
    ],
  )
  return [button, popover]
}

/** Puts `replacements` where `node` is. */
function replaceNode(node: ChildNode, replacements: readonly ChildNode[]): void {
  for (const replacement of replacements) prepend(node, replacement)
  removeElement(node)
}

/** The slugs whose popovers the HTML already holds (it was linked before). */
function linkedSlugs(nodes: readonly ChildNode[], slugs: Set<string>): Set<string> {
  for (const node of nodes) {
    if (!(node instanceof Element)) continue
    const target = node.attribs.popovertarget
    if (node.name === 'button' && target?.startsWith(POPOVER_ID_PREFIX))
      slugs.add(target.slice(POPOVER_ID_PREFIX.length))
    linkedSlugs(node.children, slugs)
  }
  return slugs
}

class Linker {
  /** The terms whose first mention is still to come: every known term not linked yet. */
  private readonly waiting: Waiting
  private remaining: number

  constructor(
    private readonly matcher: GlossaryMatcher<LinkableTerm>,
    private readonly linked: Set<string>,
  ) {
    // A view, not a set of every slug: that set, at 2,000 terms, was built on every render.
    this.waiting = { has: (slug) => !linked.has(slug) }
    const known = matcher.slugs
    this.remaining = known.size - [...linked].filter((slug) => known.has(slug)).length
  }

  visit(parent: ParentNode): void {
    // Copied: linking a text node replaces it with several.
    for (const node of [...parent.children]) {
      if (this.remaining === 0) return
      if (node instanceof Text && holdsRunningText(parent)) this.linkText(node)
      else if (node instanceof Element && !isSkipped(node)) this.visit(node)
    }
  }

  private linkText(node: Text): void {
    const found = this.matcher.firstMention(node.data, this.waiting)
    if (!found) return
    const before = node.data.slice(0, found.index)
    const rest = node.data.slice(found.index + found.text.length)
    const after = rest ? [new Text(rest)] : []
    replaceNode(node, [
      ...(before ? [new Text(before)] : []),
      ...definitionPopover(found.text, found.term),
      ...after,
    ])
    this.linked.add(found.term.slug)
    this.remaining -= 1
    if (after[0] && this.remaining > 0) this.linkText(after[0])
  }
}

/**
 * Turns the first mention of each glossary term (by its name or an alias; whole words, any case)
 * in an article's sanitised HTML into a definition popover linking to the term's page: at most
 * one per term, never inside links, headings, buttons, code, figures or the tool and coin
 * placeholders. Everything it writes is escaped by the serialiser; running it again changes
 * nothing.
 */
export function linkGlossaryTerms(html: string, terms: readonly LinkableTerm[]): string {
  if (terms.length === 0 || html === '') return html
  const document = parseDocument(html)
  const linker = new Linker(matcherOf(terms), linkedSlugs(document.children, new Set()))
  linker.visit(document)
  return render(document, { encodeEntities: 'utf8' })
}
