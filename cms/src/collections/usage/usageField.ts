import type { UIField } from 'payload'

/** The edit view's "used by N articles" line (admin/usage/UsageNotice.tsx). */
export const usageField: UIField = {
  name: 'usage',
  type: 'ui',
  admin: {
    position: 'sidebar',
    components: { Field: '/admin/usage/UsageNotice#UsageNotice' },
  },
}
