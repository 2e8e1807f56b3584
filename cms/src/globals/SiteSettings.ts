import type { GlobalConfig } from 'payload'

import { SITE_NAME, SITE_TAGLINE } from '@blockwise/shared'

import { anyone, isEditor } from '@/access/roles'
import { revalidateGlobalAfterChange } from '@/hooks/revalidateSite'

export const SiteSettings: GlobalConfig = {
  slug: 'site-settings',
  label: 'Site settings',
  access: { read: anyone, update: isEditor },
  hooks: { afterChange: [revalidateGlobalAfterChange('site-settings')] },
  fields: [
    {
      name: 'generationPublishMode',
      label: 'When an AI generation finishes',
      type: 'radio',
      required: true,
      defaultValue: 'publish',
      options: [
        { value: 'publish', label: 'Publish when both the text and the image succeed' },
        { value: 'hold', label: 'Hold as a ready draft for editor review' },
      ],
    },
    { name: 'siteName', type: 'text', required: true, defaultValue: SITE_NAME },
    { name: 'tagline', type: 'text', required: true, defaultValue: SITE_TAGLINE },
    {
      name: 'adFrameUrl',
      label: 'Ad frame URL',
      type: 'text',
      admin: { description: 'The third-party page shown in the sandboxed ad banner frame.' },
      validate: (value: unknown) =>
        value === null ||
        value === undefined ||
        value === '' ||
        (typeof value === 'string' && /^https?:\/\/\S+$/.test(value))
          ? true
          : 'The ad frame URL must start with http:// or https://',
    },
  ],
}
