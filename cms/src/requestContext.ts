/**
 * The flags our code hands Payload's hooks through `context`, declared once on Payload's own
 * RequestContext so writers and hooks share one typed name instead of string constants.
 */
declare module 'payload' {
  export interface RequestContext {
    /** Set by the generation workflow when a finished article is held for an editor to publish. */
    holdForReview?: boolean
    /** Set by the generation's publish step, which removes the incomplete-article record itself. */
    generationFinished?: boolean
    /** Set by the accept/reject SEO title calls: the editor has decided on the pipeline's proposal. */
    seoTitleDecided?: boolean
    /** Set by the accept/dismiss proposed tag calls, the only writes of an article's proposals. */
    proposedTagDecided?: boolean
    /** Writes that tell the site once they are committed (seed, generation) skip the per-hook webhook. */
    skipSiteRevalidation?: boolean
  }
}

export {}
