import type { Field } from 'payload'

import { ARTICLE_NOTE_KINDS, ARTICLE_NOTE_LABELS, ARTICLE_NOTE_TEXT_MAX } from '@blockwise/shared'

import { editorialCallersField, serverOnlyField } from '@/access/roles'

import { hiddenFromDiff } from '../hiddenFromDiff'

import { applyNoteRules } from './applyNoteRules'

/**
 * The correction and update notes readers see at the end of a published article (noteRules.ts
 * has the rules, docs/editors-guide.md how editors use them). Written by editors, dated by the
 * publish that shows them.
 */
const correctionsField: Field = {
  name: 'corrections',
  label: 'Corrections and updates',
  type: 'array',
  labels: { singular: 'Note', plural: 'Notes' },
  access: { create: editorialCallersField, update: editorialCallersField },
  hooks: { beforeChange: [applyNoteRules], beforeDuplicate: [() => []] },
  admin: {
    description:
      'Readers see these notes at the end of the article, with “Updated” and the date under the byline. A note is dated and frozen when you publish: it cannot be changed afterwards, and only an admin can remove it.',
    // Notes are for articles readers have seen.
    condition: (data) => Boolean((data as { publishedAt?: string | null }).publishedAt),
  },
  fields: [
    {
      type: 'row',
      fields: [
        {
          name: 'kind',
          type: 'select',
          required: true,
          defaultValue: 'correction',
          options: ARTICLE_NOTE_KINDS.map((value) => ({
            value,
            label: ARTICLE_NOTE_LABELS[value],
          })),
          admin: {
            width: '30%',
            description: 'Correction: the article got something wrong. Update: news since.',
          },
        },
        {
          name: 'date',
          type: 'date',
          admin: {
            width: '70%',
            readOnly: true,
            date: { pickerAppearance: 'dayAndTime' },
            description: 'Set when the article is published with this note.',
          },
        },
      ],
    },
    {
      name: 'text',
      label: 'What changed',
      type: 'textarea',
      required: true,
      maxLength: ARTICLE_NOTE_TEXT_MAX,
      admin: {
        description: `Plain text, at most ${ARTICLE_NOTE_TEXT_MAX} characters, e.g. “An earlier version gave the fee as 2%; it is 0.2%.”`,
      },
    },
  ],
}

/** When readers last saw the article change: set by a publish (applyNoteRules.ts), never sent. */
const lastSubstantiveUpdateField: Field = {
  name: 'lastSubstantiveUpdate',
  label: 'Updated for readers',
  type: 'date',
  access: { create: serverOnlyField, update: serverOnlyField },
  hooks: { beforeDuplicate: [() => null] },
  admin: {
    position: 'sidebar',
    readOnly: true,
    date: { pickerAppearance: 'dayAndTime' },
    description:
      'The “Updated” date readers see: the last note, or the last publish of a changed text that was not a minor fix.',
    components: hiddenFromDiff,
  },
}

/**
 * Not stored: a publish that sends it true changes the text without an “Updated” date or a note.
 * Every read answers false, so the box is clear again after each save.
 */
const minorFixField: Field = {
  name: 'minorFix',
  label: 'Minor fix (typo, formatting)',
  type: 'checkbox',
  virtual: true,
  access: { read: editorialCallersField },
  hooks: { afterRead: [() => false] },
  admin: {
    position: 'sidebar',
    description:
      'Tick before publishing a fix readers need not be told about: no note, no “Updated” date.',
    components: hiddenFromDiff,
    condition: (data) => Boolean((data as { publishedAt?: string | null }).publishedAt),
  },
}

/** The articles' fields for corrections and updates, in the order the edit view shows them. */
export const correctionFields: Field[] = [
  minorFixField,
  lastSubstantiveUpdateField,
  correctionsField,
]
