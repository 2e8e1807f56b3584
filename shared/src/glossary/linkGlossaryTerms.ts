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

/** A phrase as a whole word or words (in any case), found by a regular expression of `flags`. */
const wholeWords = (patterns: readonly string[], flags: string) =>
  new RegExp(`(?<!${WORD_CHARACTER})(?:${patterns.join('|')})(?!${WORD_CHARACTER})`, flags)

/**
 * A glossary's phrases, longest first (at a given position the longest name wins: "liquidity
 * pool" over "liquidity"), with the expressions that find them: one for any phrase, and one per
 * phrase that matches only where it is asked to. They are compiled once per glossary and kept:
 * V8 interprets a new regular expression before compiling it, and one rebuilt for each article's
 * remaining terms cost ~50 ms a render.
 */
interface CompiledGlossary {
  phrases: readonly Phrase[]
  any: RegExp
  at: readonly RegExp[]
}

let lastCompiled: { key: string; glossary: CompiledGlossary } | undefined

function compiledGlossary(terms: readonly LinkableTerm[]): CompiledGlossary {
  const phrases = terms.flatMap(phrasesOf).sort((a, b) => b.length - a.length)
  const key = phrases.map((phrase) => `${phrase.term.slug}\0${phrase.pattern}`).join('\n')
  if (lastCompiled?.key === key) return lastCompiled.glossary
  const glossary = {
    phrases,
    any: wholeWords(
      phrases.map((phrase) => phrase.pattern),
      'giu',
    ),
    at: phrases.map((phrase) => wholeWords([phrase.pattern], 'iuy')),
  }
  lastCompiled = { key, glossary }
  return glossary
}

/** Where the next code point starts (a match may start inside none). */
const nextCodePoint = (text: string, index: number) =>
  index + ((text.codePointAt(index) ?? 0) > 0xffff ? 2 : 1)

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
  /** The terms whose first mention is still to come, by slug. */
  private readonly waiting: Set<string>

  constructor(
    private readonly glossary: CompiledGlossary,
    linked: Set<string>,
  ) {
    this.waiting = new Set(
      glossary.phrases.map((phrase) => phrase.term.slug).filter((slug) => !linked.has(slug)),
    )
  }

  visit(parent: ParentNode): void {
    // Copied: linking a text node replaces it with several.
    for (const node of [...parent.children]) {
      if (this.waiting.size === 0) return
      if (node instanceof Text && holdsRunningText(parent)) this.linkText(node)
      else if (node instanceof Element && !isSkipped(node)) this.visit(node)
    }
  }

  /** The first mention in `text` of a waiting term, with the longest of its names found there. */
  private firstMention(
    text: string,
  ): { index: number; mention: string; term: LinkableTerm } | null {
    const { any, at, phrases } = this.glossary
    any.lastIndex = 0
    for (let found = any.exec(text); found; found = any.exec(text)) {
      const index = found.index
      for (const [position, phrase] of phrases.entries()) {
        if (!this.waiting.has(phrase.term.slug)) continue
        const matcher = at[position]
        if (!matcher) continue
        matcher.lastIndex = index
        const mention = matcher.exec(text)
        if (mention) return { index, mention: mention[0], term: phrase.term }
      }
      any.lastIndex = nextCodePoint(text, index)
    }
    return null
  }

  private linkText(node: Text): void {
    const found = this.firstMention(node.data)
    if (!found) return
    const before = node.data.slice(0, found.index)
    const rest = node.data.slice(found.index + found.mention.length)
    const after = rest ? [new Text(rest)] : []
    replaceNode(node, [
      ...(before ? [new Text(before)] : []),
      ...definitionPopover(found.mention, found.term),
      ...after,
    ])
    this.waiting.delete(found.term.slug)
    if (after[0] && this.waiting.size > 0) this.linkText(after[0])
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
  const linker = new Linker(compiledGlossary(terms), linkedSlugs(document.children, new Set()))
  linker.visit(document)
  return render(document, { encodeEntities: 'utf8' })
}
