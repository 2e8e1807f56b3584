import { NEXT_TAG_OF_CHANGE } from '@blockwise/shared/cacheModel'
import type { GlobalConfig } from 'payload'

import { SITE_NAME, SITE_TAGLINE } from '@blockwise/shared'

import { anyone, isAdmin } from '@/access/roles'
import { siteSettingsChangeKeys } from '@/edge/surrogateKeysOf'
import { revalidateGlobalAfterChange } from '@/hooks/revalidateSite'
import { WEEKDAYS } from '@/newsletter/digest/schedule'

export const SiteSettings: GlobalConfig = {
  slug: 'site-settings',
  label: 'Site settings',
  // Site settings are the admins' (accounts, integrations and webhooks are too).
  access: { read: anyone, update: isAdmin },
  hooks: {
    afterChange: [
      revalidateGlobalAfterChange(NEXT_TAG_OF_CHANGE['site settings'], siteSettingsChangeKeys),
    ],
  },
  fields: [
    {
      name: 'generationPublishMode',
      label: 'When an AI generation finishes',
      type: 'radio',
      required: true,
      defaultValue: 'hold',
      options: [
        { value: 'publish', label: 'Publish when both the text and the image succeed' },
        { value: 'hold', label: 'Hold as a ready draft for editor review' },
      ],
      admin: {
        description:
          'By default a finished AI article (text and image both saved) waits as a draft until an editor reviews and publishes it. Publishing it at once skips that review.',
      },
    },
    {
      type: 'row',
      fields: [
        {
          name: 'digestDay',
          label: 'Weekly digest day',
          type: 'select',
          required: true,
          defaultValue: 'friday',
          options: WEEKDAYS.map((day) => ({
            value: day,
            label: day[0]?.toUpperCase() + day.slice(1),
          })),
        },
        {
          name: 'digestHourUtc',
          label: 'Hour (UTC)',
          type: 'number',
          required: true,
          defaultValue: 9,
          min: 0,
          max: 23,
          admin: { step: 1 },
        },
      ],
    },
    {
      name: 'newsletterOpenTracking',
      label: 'Count newsletter opens (tracking pixel)',
      type: 'checkbox',
      defaultValue: false,
      admin: {
        description:
          'Issues sent from now on carry a 1×1 image whose loading counts an open. The privacy policy discloses it; leave it off unless you need open counts (mail apps that load every image, or none, make them rough).',
      },
    },
    {
      name: 'fediverseFollows',
      label: 'New followers on the social web',
      type: 'radio',
      // Not required: integrators' site-settings mutations written before it stay valid (unset
      // reads as automatic).
      defaultValue: 'automatic',
      options: [
        { value: 'automatic', label: 'Accept every follow at once' },
        { value: 'approval', label: 'Hold each follow until an editor accepts it' },
      ],
      admin: {
        description:
          'Followers of the publication and its authors on Mastodon and other fediverse servers. Held follows wait in Social web → Fediverse followers.',
      },
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
