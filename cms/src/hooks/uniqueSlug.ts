import type {
  CollectionBeforeValidateHook,
  PayloadRequest,
  SanitizedCollectionConfig,
} from 'payload'

import { slugify } from '@blockwise/shared'

/** The `n`th slug firstFreeSlug tries for `base`: `base`, then `base-2`, `base-3`… */
export function slugCandidate(base: string, n: number): string {
  return n <= 1 ? base : `${base}-${n}`
}

/**
 * The largest suffix taken for one firstFreeSlug added. A larger number after the base is far
 * likelier one the editor typed (`bitcoin-halving-2024` for "Bitcoin halving") than the hundredth
 * article of one title; such a slug is taken as the editor's and stays.
 */
export const LARGEST_DERIVED_SUFFIX = 99

/** Whether `slug` is one firstFreeSlug makes of `base`: `base` itself, or `base-2`… `base-99`. */
export function isDerivedSlug(slug: string, base: string): boolean {
  if (!base) return false
  if (slug === base) return true
  if (!slug.startsWith(`${base}-`)) return false
  const suffix = slug.slice(base.length + 1)
  return /^[1-9][0-9]?$/.test(suffix) && Number(suffix) >= 2
}

/** How many candidates one query asks about. */
const CANDIDATES_PER_QUERY = 20

/**
 * `base`, else `base-2`, `base-3`… whichever no other document of the collection holds. With
 * drafts, a slug held only by another document's latest draft is taken too: a draft's slug lives in
 * its versions until it is published, and publishing it would meet the unique index.
 */
async function firstFreeSlug(
  base: string,
  collection: SanitizedCollectionConfig,
  req: PayloadRequest,
  ownId: unknown,
): Promise<string> {
  const withDrafts = Boolean(collection.versions && collection.versions.drafts)
  for (let first = 1; ; first += CANDIDATES_PER_QUERY) {
    const candidates = Array.from({ length: CANDIDATES_PER_QUERY }, (_, index) =>
      slugCandidate(base, first + index),
    )
    const query = {
      collection: collection.slug,
      where: { slug: { in: candidates } },
      select: { slug: true },
      pagination: false,
      depth: 0,
      req,
    } as const
    const docs = [
      ...(await req.payload.find(query)).docs,
      ...(withDrafts ? (await req.payload.find({ ...query, draft: true })).docs : []),
    ]
    const taken = new Set(
      docs.filter((doc) => doc.id !== ownId).map((doc) => ('slug' in doc ? doc.slug : undefined)),
    )
    const free = candidates.find((candidate) => !taken.has(candidate))
    if (free) return free
  }
}

/** What a save does with the slug. */
export type SlugPlan =
  /** Leaves `data.slug` as sent (absent: the stored slug stays). */
  | { action: 'keep' }
  /** Stores this slug: the one sent, normalised. */
  | { action: 'store'; slug: string }
  /** Stores the first free slug derived from `base`. */
  | { action: 'derive'; base: string }
  /**
   * The stored slug was derived from the source's previous value and the source changed: stores
   * the first free slug derived from `base` if the collection lets the slug follow its source on
   * this save, else keeps the stored one (`slug`: the one sent, normalised, when one was sent).
   */
  | { action: 'follow'; base: string; slug?: string }

export interface SlugSave {
  /** `data.slug` of the save; undefined when the save leaves the slug out. */
  sent: unknown
  /** The slug stored before the save (the latest version's, with drafts). */
  stored: unknown
  /** The source field (title, name…) as the save leaves it. */
  source: unknown
  /** The source field as it was stored before the save. */
  previousSource: unknown
}

/**
 * A slug sent that differs from the stored one is the editor's own and is stored (normalised). An
 * emptied slug, or none at all, is derived from the source. Otherwise the stored slug stays,
 * unless it is the one derived from the source's previous value (with its `-2`, `-3`… suffix) and
 * the source now derives another: then it may follow the source (`follow`).
 */
export function planSlug({ sent, stored, source, previousSource }: SlugSave): SlugPlan {
  const sentSlug = typeof sent === 'string' ? slugify(sent) : ''
  const storedSlug = typeof stored === 'string' ? stored : ''
  const base = typeof source === 'string' ? slugify(source) : ''
  if (sentSlug && sentSlug !== storedSlug) return { action: 'store', slug: sentSlug }
  if (!sentSlug && (sent !== undefined || !storedSlug)) {
    return base ? { action: 'derive', base } : { action: 'keep' }
  }
  const previousBase = typeof previousSource === 'string' ? slugify(previousSource) : ''
  if (base && base !== previousBase && isDerivedSlug(storedSlug, previousBase)) {
    return sentSlug ? { action: 'follow', base, slug: sentSlug } : { action: 'follow', base }
  }
  return sentSlug ? { action: 'store', slug: sentSlug } : { action: 'keep' }
}

type SluggedDocument = { id: string; slug?: string | null } & Record<string, unknown>

export interface UniqueSlugOptions {
  /**
   * Whether, on this save, a slug derived from the source's previous value follows the source's
   * new value (articles: until their first publish). Without it, a stored slug stays until an
   * editor changes or empties it.
   */
  followsSource?: (args: {
    originalDoc: SluggedDocument
    req: PayloadRequest
  }) => boolean | Promise<boolean>
}

/**
 * Normalises a slug the editor gave, or derives a free one from `sourceField` when the slug is
 * empty or absent, as `planSlug` decides. A given slug that is already taken is left for the unique
 * index to reject.
 */
export function uniqueSlugFrom(
  sourceField: string,
  options: UniqueSlugOptions = {},
): CollectionBeforeValidateHook<SluggedDocument> {
  return async ({ data, originalDoc, req, collection }) => {
    if (!data) return data
    const plan = planSlug({
      sent: data.slug,
      stored: originalDoc?.slug,
      source: data[sourceField] ?? originalDoc?.[sourceField],
      previousSource: originalDoc?.[sourceField],
    })
    const free = (base: string) => firstFreeSlug(base, collection, req, originalDoc?.id)
    switch (plan.action) {
      case 'store':
        data.slug = plan.slug
        break
      case 'derive':
        data.slug = await free(plan.base)
        break
      case 'follow': {
        const follows =
          originalDoc !== undefined &&
          options.followsSource !== undefined &&
          (await options.followsSource({ originalDoc, req }))
        if (follows) data.slug = await free(plan.base)
        else if (plan.slug) data.slug = plan.slug
        break
      }
      case 'keep':
        break
    }
    return data
  }
}
