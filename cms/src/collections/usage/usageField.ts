import type { UIField } from 'payload'

/**
 * The edit view's "used by N articles" line (admin/usage/UsageNotice.tsx), and the list's Usage
 * column (admin/usage/UsageCell.tsx) from the `usage` attachUsage puts on a list's page.
 */
export const usageField: UIField = {
  name: 'usage',
  type: 'ui',
  admin: {
    position: 'sidebar',
    components: {
      Field: '/admin/usage/UsageNotice#UsageNotice',
      Cell: '/admin/usage/UsageCell#UsageCell',
    },
  },
}
