/** What the edit view shows of an article's versions: its status and whether Publish is offered. */
export interface VersionState {
  /** Readers see a version of the article. */
  hasPublishedDoc: boolean
  /** How many saved versions are newer than the published one (Payload's count, from the last). */
  unpublishedVersionCount: (previous: number) => number
}

/**
 * The edit view's version state once an SEO title decision is saved, from the `_status` of the
 * article's latest version read back after it: `published` when the decision was published and no
 * draft is left (`Published`, Publish disabled until the next edit), `draft` when a draft awaits
 * publishing (`Changed` on a live article, `Draft` on one never published). Unknown: as it was.
 */
export function versionStateAfterDecision(
  latestStatus: string | null | undefined,
  hadPublishedDoc: boolean,
): VersionState {
  if (latestStatus === 'published') {
    return { hasPublishedDoc: true, unpublishedVersionCount: () => 0 }
  }
  if (latestStatus === 'draft') {
    return {
      hasPublishedDoc: hadPublishedDoc,
      unpublishedVersionCount: (previous) => Math.max(previous, 1),
    }
  }
  return { hasPublishedDoc: hadPublishedDoc, unpublishedVersionCount: (previous) => previous }
}
