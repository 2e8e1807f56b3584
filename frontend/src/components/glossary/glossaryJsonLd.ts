import type { GlossaryEntry, GlossaryTerm } from '@blockwise/shared/schemas/glossary'

export const GLOSSARY_TITLE = 'Crypto Glossary'
export const GLOSSARY_DESCRIPTION =
  'Plain-English definitions of the crypto terms our articles use, from APY and gas to staking, slippage and seed phrases.'

const termSetId = (origin: string) => `${origin}/glossary`

function definedTerm(term: GlossaryTerm, origin: string) {
  return {
    '@type': 'DefinedTerm',
    '@id': `${origin}/glossary/${term.slug}`,
    name: term.term,
    ...(term.aliases.length > 0 && { alternateName: term.aliases }),
    description: term.shortDefinition,
    url: `${origin}/glossary/${term.slug}`,
    inDefinedTermSet: termSetId(origin),
  }
}

/** schema.org DefinedTermSet: the glossary page, with every term in it. */
export function glossaryJsonLd(terms: readonly GlossaryTerm[], origin: string) {
  return {
    '@context': 'https://schema.org',
    '@type': 'DefinedTermSet',
    '@id': termSetId(origin),
    name: GLOSSARY_TITLE,
    description: GLOSSARY_DESCRIPTION,
    url: termSetId(origin),
    hasDefinedTerm: terms.map((term) => definedTerm(term, origin)),
  }
}

/** schema.org DefinedTerm: one term's page, in the glossary's set. */
export function glossaryTermJsonLd(entry: GlossaryEntry, origin: string) {
  return {
    '@context': 'https://schema.org',
    ...definedTerm(entry, origin),
    inDefinedTermSet: {
      '@type': 'DefinedTermSet',
      '@id': termSetId(origin),
      name: GLOSSARY_TITLE,
      url: termSetId(origin),
    },
  }
}
