import {
  GraphQLID,
  GraphQLInt,
  GraphQLList,
  GraphQLObjectType,
  GraphQLSchema,
  GraphQLString,
  parse,
  type GraphQLFieldConfig,
} from 'graphql'
import { describe, expect, it } from 'vitest'

import { costRefusal, graphqlCost } from './graphqlCost'

/** A field as Payload builds one for a relationship: the Payload field rides in its extensions. */
const relationship = (
  type: GraphQLObjectType | GraphQLList<GraphQLObjectType>,
  maxRows?: number,
): GraphQLFieldConfig<unknown, unknown> => ({
  type,
  extensions: { field: { type: 'relationship', maxRows } },
})

const Tag = new GraphQLObjectType({ name: 'Tag', fields: { id: { type: GraphQLID } } })
const Glossary: GraphQLObjectType = new GraphQLObjectType({
  name: 'Glossary',
  fields: () => ({
    term: { type: GraphQLString },
    relatedTerms: relationship(new GraphQLList(Glossary), 12),
    unbounded: relationship(new GraphQLList(Glossary)),
  }),
})
const Article = new GraphQLObjectType({
  name: 'Article',
  fields: {
    title: { type: GraphQLString },
    tags: relationship(new GraphQLList(Tag), 10),
    author: relationship(Tag),
  },
})
const page = (name: string, of: GraphQLObjectType): GraphQLFieldConfig<unknown, unknown> => ({
  type: new GraphQLObjectType({
    name,
    fields: { docs: { type: new GraphQLList(of) }, totalDocs: { type: GraphQLInt } },
  }),
  args: { limit: { type: GraphQLInt } },
})
const schema = new GraphQLSchema({
  query: new GraphQLObjectType({
    name: 'Query',
    fields: {
      Articles: page('Articles', Article),
      Glossaries: page('Glossaries', Glossary),
      Article: { type: Article, args: { id: { type: GraphQLID } } },
    },
  }),
})

const costOf = (query: string, variables: Record<string, unknown> = {}) =>
  graphqlCost(schema, parse(query), variables)

const nested = (levels: number) =>
  `{ Glossaries(limit: 1) { docs { ${'relatedTerms { '.repeat(levels)}term${' }'.repeat(levels)} } } }`

describe('graphqlCost', () => {
  it('counts a page by its limit, and Payload’s 10 without one', () => {
    expect(costOf('{ Articles(limit: 40) { docs { title } totalDocs } }')).toEqual({
      listed: 40,
      documents: 40,
    })
    expect(costOf('{ Articles { totalDocs docs { title } } }').listed).toBe(10)
    expect(costOf('query ($n: Int = 7) { Articles(limit: $n) { docs { title } } }').listed).toBe(7)
    expect(costOf('query ($n: Int) { Articles(limit: $n) { docs { title } } }', { n: 3 })).toEqual({
      listed: 3,
      documents: 3,
    })
  })

  it('adds up aliases: the page cap holds per request, not per field', () => {
    const aliases = Array.from(
      { length: 30 },
      (_, i) => `a${i}: Articles(limit: 100) { docs { title } }`,
    )
    expect(costOf(`{ ${aliases.join(' ')} }`).listed).toBe(3000)
    expect(costRefusal(costOf(`{ ${aliases.join(' ')} }`), 100)?.message).toBe(
      'The query lists more than 100 documents in all its pages: lower the limits or split it',
    )
  })

  it('multiplies relationship lists by their maxRows, level by level', () => {
    expect(costOf(nested(1)).documents).toBe(1 + 12)
    expect(costOf(nested(3)).documents).toBe(1 + 12 + 144 + 1728)
    expect(costOf(nested(7)).documents).toBeGreaterThan(12 ** 7)
    expect(costRefusal(costOf(nested(3)), 100)?.message).toBe(
      'The query reads more than 1000 documents with its relationships: select fewer levels or lower the limits',
    )
    expect(costRefusal(costOf(nested(2)), 100)).toBeNull()
  })

  it('counts a list without maxRows as a full page, and a single relationship once', () => {
    expect(costOf('{ Glossaries(limit: 1) { docs { unbounded { term } } } }').documents).toBe(101)
    expect(costOf('{ Articles(limit: 10) { docs { author { id } tags { id } } } }')).toEqual({
      listed: 10,
      documents: 10 + 10 + 100,
    })
  })

  it('follows fragments and inline fragments with their multipliers', () => {
    const query = `
      { Articles(limit: 5) { docs { ...Card ... on Article { author { id } } } } }
      fragment Card on Article { title tags { id } }`
    expect(costOf(query)).toEqual({ listed: 5, documents: 5 + 50 + 5 })
  })

  it('passes an ordinary page of articles with tags and authors', () => {
    const query = '{ Articles(limit: 50) { docs { title author { id } tags { id } } } }'
    expect(costRefusal(costOf(query), 100)).toBeNull()
    expect(costOf('{ Article(id: "1") { title tags { id } } }')).toEqual({
      listed: 0,
      documents: 10,
    })
  })
})
