import { randomBytes } from 'node:crypto'

import { convertMarkdownToLexical, editorConfigFactory } from '@payloadcms/richtext-lexical'
import type { Payload } from 'payload'

import { articleEditor } from '@/collections/Articles/richText/articleEditor'
import { env } from '@/env'
import type { Article } from '@/payload-types'

import { readTimeMinutes, slugify } from '@blockwise/shared'

import { withCoinMentions } from './coinMentionMarkup'
import { analysisLearnArticles } from './content/articles-analysis-learn'
import { newsOpinionArticles } from './content/articles-news-opinion'
import { seedAuthors } from './content/authors'
import { seedTagDescriptions } from './content/tags'
import { toolLessonArticles } from './content/articles-tool-lessons'
import type { SeedArticle } from './content/types'
import { DEMO_ADMIN, DEMO_CONTRIBUTOR, DEMO_EDITOR } from './demoUsers'
import { renderFeaturedImage } from './featuredImage'
import { publishSeedNotes } from './seedArticleNotes'
import { seedAnalytics } from './seedAnalytics'
import { seedContributorDraft } from './seedContributorDraft'
import { seedPaths } from './seedLearningPaths'
import { seedGlossaryTerms } from './seedGlossary'

const DAY_MS = 24 * 60 * 60 * 1000

/** The seed runs before the site is up; there is no cache to refresh yet. */
const SEED_CONTEXT = { skipSiteRevalidation: true }

const seedArticles: SeedArticle[] = [
  ...newsOpinionArticles,
  ...analysisLearnArticles,
  ...toolLessonArticles,
]

/** Finds a document by one unique field, creating it from `data` when it is missing. */
async function findOrCreate<T extends { id: string }>(
  find: () => Promise<{ docs: T[] }>,
  create: () => Promise<T>,
): Promise<T> {
  const { docs } = await find()
  return docs[0] ?? (await create())
}

/**
 * The demo accounts that are missing. Only the scripts' embedded PostgreSQL gets the README's
 * passwords; on any other database each account gets a random password, shown once in the log.
 */
async function seedUsers(payload: Payload): Promise<void> {
  for (const user of [DEMO_ADMIN, DEMO_EDITOR, DEMO_CONTRIBUTOR]) {
    const { totalDocs } = await payload.count({
      collection: 'users',
      where: { email: { equals: user.email } },
    })
    if (totalDocs > 0) continue
    const password = env.localDemoPasswords ? user.password : randomBytes(18).toString('base64url')
    await payload.create({
      collection: 'users',
      context: SEED_CONTEXT,
      data: { ...user, password },
    })
    if (!env.localDemoPasswords)
      payload.logger.warn(
        `Demo account ${user.email} (${user.role}) created with the password ${password} (shown only this once)`,
      )
  }
}

async function seedAuthorsByKey(payload: Payload): Promise<Map<string, string>> {
  const ids = new Map<string, string>()
  for (const { key, ...author } of seedAuthors) {
    const doc = await findOrCreate(
      () =>
        payload.find({
          collection: 'authors',
          where: { email: { equals: author.email } },
          limit: 1,
        }),
      () =>
        payload.create({
          collection: 'authors',
          context: SEED_CONTEXT,
          data: { ...author, slug: slugify(author.name) },
        }),
    )
    ids.set(key, doc.id)
  }
  return ids
}

async function seedTagsByName(payload: Payload): Promise<Map<string, string>> {
  const ids = new Map<string, string>()
  const names = [...new Set(seedArticles.flatMap((article) => article.tags))]
  for (const name of names) {
    const doc = await findOrCreate(
      () => payload.find({ collection: 'tags', where: { name: { equals: name } }, limit: 1 }),
      () =>
        payload.create({
          collection: 'tags',
          context: SEED_CONTEXT,
          data: { name, slug: slugify(name), description: seedTagDescriptions[name], count: 0 },
        }),
    )
    ids.set(name, doc.id)
  }
  return ids
}

async function createFeaturedImage(payload: Payload, article: SeedArticle): Promise<string> {
  const data = await renderFeaturedImage(article.image.hue, article.image.motif)
  const media = await payload.create({
    collection: 'media',
    context: SEED_CONTEXT,
    data: { alt: `Illustration for “${article.title}”` },
    file: { data, mimetype: 'image/png', name: `${article.slug}.png`, size: data.length },
  })
  return media.id
}

/**
 * Demo content for a new installation: accounts (see seedUsers), authors, tags, articles with locally drawn
 * images, one draft, one incomplete AI generation, a contributor's draft waiting for review, two
 * learning paths, the glossary, the trust pages and three weeks of demo analytics (seedAnalytics).
 * Safe to run again: it only adds what is missing.
 */
export async function seedDemoContent(payload: Payload): Promise<void> {
  await seedUsers(payload)
  const authorIds = await seedAuthorsByKey(payload)
  const tagIds = await seedTagsByName(payload)
  // The articles' own editor, so the lessons' tool tags become its blocks.
  const editorConfig = await editorConfigFactory.fromEditor({
    config: payload.config,
    editor: articleEditor,
  })
  const now = Date.now()

  for (const article of seedArticles) {
    const { totalDocs } = await payload.count({
      collection: 'articles',
      where: { slug: { equals: article.slug } },
    })
    if (totalDocs > 0) continue
    const authorId = authorIds.get(article.authorKey)
    if (!authorId)
      throw new Error(`Seed article ${article.slug} names unknown author ${article.authorKey}`)
    // The draft stands for an AI generation whose image never arrived.
    const featuredImage = article.published ? await createFeaturedImage(payload, article) : null
    const content: Article['content'] = withCoinMentions(
      convertMarkdownToLexical({ editorConfig, markdown: article.body }),
    )
    const created = await payload.create({
      collection: 'articles',
      context: SEED_CONTEXT,
      data: {
        title: article.title,
        seoTitle: article.seoTitle,
        slug: article.slug,
        excerpt: article.excerpt,
        readTime: readTimeMinutes(article.body),
        content,
        articleType: article.articleType,
        authorId,
        tags: article.tags.map((name) => tagIds.get(name)).filter((id) => id !== undefined),
        featured: article.featured ?? false,
        published: article.published,
        status: article.published ? 'published' : 'draft',
        publishedAt: article.published
          ? new Date(now - article.daysAgo * DAY_MS).toISOString()
          : null,
        featuredImage,
        // The unpublished one is the pipeline's: its SEO title still awaits an editor's review.
        ...(article.published
          ? {}
          : {
              seoTitle: null,
              generation: {
                aiAssisted: true,
                topic: article.title,
                proposedSeoTitle: article.seoTitle ?? article.title,
              },
            }),
      },
    })
    if (article.notes) await publishSeedNotes(payload, created.id, article.notes, SEED_CONTEXT)
    if (!article.published) {
      await payload.create({
        collection: 'incomplete-articles',
        context: SEED_CONTEXT,
        data: {
          articleId: created.id,
          articleTitle: created.title,
          claudeArticleSaved: true,
          googleImageSaved: false,
          imagePrompt: `Editorial illustration, flat vector style, ${article.image.motif} motif: ${article.title}`,
        },
      })
    }
  }
  await seedContributorDraft(payload, editorConfig, SEED_CONTEXT)
  await seedPaths(payload)
  await seedGlossaryTerms(payload)
  await seedAnalytics(payload)
}
