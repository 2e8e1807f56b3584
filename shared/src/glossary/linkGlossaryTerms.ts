import render from 'dom-serializer'
import { Element, Text, type ChildNode, type ParentNode } from 'domhandler'
import { prepend, removeElement } from 'domutils'
import { parseDocument } from 'htmlparser2'

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

interface Phrase {
  pattern: string
  length: number
  term: LinkableTerm
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&')

/** A name's words, matching any run of white space between them (HTML wraps lines anywhere). */
function phrasesOf(term: LinkableTerm): Phrase[] {
  const names = [term.term, ...term.aliases].map((name) => name.trim()).filter(Boolean)
  return names.map((name) => ({
    pattern: name.split(/\s+/).map(escapeRegExp).join('\\s+'),
    length: name.length,
    term,
  }))
}

const WORD_CHARACTER = '[\\p{L}\\p{N}_]'

/**
 * One regular expression for every phrase still to link, one capture group each, longest first:
 * at a given position the longest name wins ("liquidity pool" over "liquidity"). Whole words only.
 */
function matcherOf(phrases: readonly Phrase[]): RegExp | null {
  if (phrases.length === 0) return null
  const groups = phrases.map((phrase) => `(${phrase.pattern})`).join('|')
  return new RegExp(`(?<!${WORD_CHARACTER})(?:${groups})(?!${WORD_CHARACTER})`, 'giu')
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
  private phrases: Phrase[]
  private matcher: RegExp | null

  constructor(terms: readonly LinkableTerm[], linked: Set<string>) {
    this.phrases = terms
      .filter((term) => !linked.has(term.slug))
      .flatMap(phrasesOf)
      .sort((a, b) => b.length - a.length)
    this.matcher = matcherOf(this.phrases)
  }

  visit(parent: ParentNode): void {
    // Copied: linking a text node replaces it with several.
    for (const node of [...parent.children]) {
      if (!this.matcher) return
      if (node instanceof Text && holdsRunningText(parent)) this.linkText(node)
      else if (node instanceof Element && !isSkipped(node)) this.visit(node)
    }
  }

  private linkText(node: Text): void {
    const matcher = this.matcher
    if (!matcher) return
    matcher.lastIndex = 0
    const match = matcher.exec(node.data)
    if (!match) return
    const phrase = this.phrases[match.slice(1).findIndex((group) => group !== undefined)]
    if (!phrase) return
    const before = node.data.slice(0, match.index)
    const rest = node.data.slice(match.index + match[0].length)
    const after = rest ? [new Text(rest)] : []
    replaceNode(node, [
      ...(before ? [new Text(before)] : []),
      ...definitionPopover(match[0], phrase.term),
      ...after,
    ])
    this.phrases = this.phrases.filter((other) => other.term !== phrase.term)
    this.matcher = matcherOf(this.phrases)
    if (after[0]) this.linkText(after[0])
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
  const linker = new Linker(terms, linkedSlugs(document.children, new Set()))
  linker.visit(document)
  return render(document, { encodeEntities: 'utf8' })
}
