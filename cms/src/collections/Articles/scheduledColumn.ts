import type { Field } from 'payload'

/** The list view's "Scheduled" column: the article's pending scheduled publishes and unpublishes. */
export const scheduledColumn: Field = {
  name: 'scheduled',
  label: 'Scheduled',
  type: 'ui',
  admin: {
    components: { Cell: '/admin/schedule/ScheduledCell#ScheduledCell' },
  },
}
