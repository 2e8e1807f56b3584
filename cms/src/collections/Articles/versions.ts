import type { CollectionConfig } from 'payload'

/** How many versions each article keeps; older ones are deleted as new ones are saved. */
export const ARTICLE_VERSIONS_KEPT = 50

/** How often the editor autosaves a draft while an editor types, in milliseconds. */
const ARTICLE_AUTOSAVE_INTERVAL_MS = 2000

/**
 * The steps of Schedule Publish's time list, in minutes: any minute can be picked (Payload's
 * default is 5). The zone the time is in is the admin's (`adminTimezones`, admin/adminConfig.ts).
 */
export const SCHEDULE_TIME_STEP_MINUTES = 1

/**
 * Payload's drafts: a save of a live article is a draft version that readers do not see until it is
 * published (now, or at a scheduled time by the jobs runner); every save is kept as a version an
 * editor can compare and restore. Drafts are not validated, so half-written ones autosave.
 */
export const articleVersions: CollectionConfig['versions'] = {
  drafts: {
    autosave: { interval: ARTICLE_AUTOSAVE_INTERVAL_MS },
    schedulePublish: { timeIntervals: SCHEDULE_TIME_STEP_MINUTES },
    validate: false,
  },
  maxPerDoc: ARTICLE_VERSIONS_KEPT,
}
