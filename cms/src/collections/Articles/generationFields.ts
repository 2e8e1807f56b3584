import type { Field } from 'payload'

import { anyoneField, editorialCallersField, serverOnlyField } from '@/access/roles'

import { hiddenFromDiff } from './hiddenFromDiff'

const recordedBy = {
  access: { read: editorialCallersField, create: serverOnlyField, update: serverOnlyField },
  admin: { readOnly: true, width: '33%' },
}

const recorded = (name: string, label: string, type: 'text' | 'number' = 'number'): Field =>
  type === 'text' ? { name, label, type, ...recordedBy } : { name, label, type, ...recordedBy }

/**
 * What the AI pipeline did for an article: the reader-facing disclosure flag, the proposed SEO
 * title awaiting an editor's review, and the usage and timings editors watch the costs by.
 */
export const generationFields: Field = {
  name: 'generation',
  label: 'AI generation',
  type: 'group',
  // Recorded by the pipeline, never written by editors.
  admin: {
    components: hiddenFromDiff,
    condition: (data) =>
      Boolean((data.generation as { aiAssisted?: boolean } | undefined)?.aiAssisted),
  },
  fields: [
    {
      name: 'aiAssisted',
      label: 'AI-assisted',
      type: 'checkbox',
      defaultValue: false,
      access: { read: anyoneField, create: serverOnlyField, update: serverOnlyField },
      admin: {
        readOnly: true,
        description: 'Readers see an “AI-assisted” note on articles written by the pipeline.',
      },
    },
    {
      name: 'proposedSeoTitle',
      label: 'Proposed SEO title',
      type: 'text',
      access: { read: editorialCallersField, create: serverOnlyField, update: serverOnlyField },
      // Claude's proposal, reviewed in the sidebar's SeoTitleReview (which reads it from the
      // form state a hidden field still fills); not shown twice. The API keeps it.
      admin: { hidden: true },
    },
    {
      type: 'row',
      fields: [
        recorded('topic', 'Topic', 'text'),
        recorded('textModel', 'Text model', 'text'),
        recorded('imageModel', 'Image model', 'text'),
      ],
    },
    {
      type: 'row',
      fields: [
        recorded('inputTokens', 'Input tokens'),
        recorded('outputTokens', 'Output tokens'),
        recorded('imageCount', 'Images generated'),
      ],
    },
    {
      type: 'row',
      fields: [
        recorded('textDurationMs', 'Text step (ms)'),
        recorded('imageDurationMs', 'Image step (ms)'),
        recorded('publishDurationMs', 'Publish step (ms)'),
      ],
    },
  ],
}
