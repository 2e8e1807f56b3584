import { NEXT_TAG_OF_CHANGE } from '@blockwise/shared/cacheModel'
import type { CollectionConfig } from 'payload'

import {
  ARTICLE_STATUSES,
  ARTICLE_TAGS_MAX,
  ARTICLE_TYPES,
  DEFAULT_ARTICLE_TYPE,
  checkExcerpt,
} from '@blockwise/shared'

import {
  articleCreators,
  articleReaders,
  articleUpdaters,
  articleVersionReaders,
} from '@/access/articleAccess'
import { editorialCallers, editorialCallersField, serverOnlyField } from '@/access/roles'
import { noteLockBeforeSave, restoreLockAfterSave } from '@/compat/locksThroughSaves'
import { NATIVE_API_BODY_LIMIT } from '@/nativeApi/bodyLimit'
import { articleHookKeys } from '@/edge/surrogateKeysOf'
import { deleteArticleInteractions } from '@/federation/deleteArticleInteractions'
import { revalidateAfterChange, revalidateAfterDelete } from '@/hooks/revalidateSite'
import { uniqueSlugFrom } from '@/hooks/uniqueSlug'
import { articlePreviewAdmin } from '@/preview/articlePreviewAdmin'
import { articleAddressHooks } from '@/redirects/articleAddress'
import { emitArticleChange, emitArticleDeleted, noteLiveBeforeSave } from '@/webhooks/articleEvents'

import { correctionFields } from './corrections/correctionFields'
import { autosaveOverOwnVersion } from './editing/autosaveOverOwnVersion'
import { editedFromField } from './editing/editedFrom'
import { articleEditing } from './editing/editingEndpoint'
import { refuseStaleSaves } from './editing/refuseStaleSaves'
import { ARTICLE_LOCK_SECONDS } from './editing/timing'
import { generationFields } from './generationFields'
import { hiddenFromDiff } from './hiddenFromDiff'
import { clearDecidedSeoProposal } from './hooks/clearDecidedSeoProposal'
import { computeReadTime } from './hooks/computeReadTime'
import { deleteGeneratedImage } from './hooks/deleteGeneratedImage'
import { deleteIncompleteRecords } from './hooks/deleteIncompleteRecords'
import { deleteWhatTheListShows } from './hooks/deleteWhatTheListShows'
import { enforceRichTextRules } from './hooks/enforceRichTextRules'
import { keepDraftsFromReaders } from './hooks/keepDraftsFromReaders'
import { refuseFuturePublishedAt } from './hooks/refuseFuturePublishedAt'
import { setPublishState } from './hooks/setPublishState'
import { slugFollowsTitle } from './hooks/slugFollowsTitle'
import { statusFromPublished } from './hooks/statusFromPublished'
import {
  rerenderAfterReferencedChange,
  rerenderAfterReferencedDelete,
} from './hooks/rerenderReferencingArticles'
import { syncContentHtml } from './hooks/syncContentHtml'
import { updateTagCountsAfterChange, updateTagCountsAfterDelete } from './hooks/updateTagCounts'
import { lastEditedByField, recordLastEditor } from './lastEditedBy'
import { acceptProposedTag, dismissProposedTag } from './proposedTags/proposedTagDecision'
import { proposedTagsFields } from './proposedTags/proposedTagsFields'
import {
  keepCreationTime,
  refuseRestoreOverLiveArticle,
  restoreVersionAsDraft,
} from './restoreAsDraft'
import { holdContributorsToDrafts } from './review/contributorRules'
import { reviewEndpoints } from './review/reviewEndpoints'
import { createdByField, keepReviewState, recordCreator, reviewFields } from './review/reviewFields'
import { scheduledColumn } from './scheduledColumn'
import { articleSeoFields } from './seo'
import { sweepAbandonedDrafts } from './untouchedDrafts/sweepAbandonedDrafts'
import { articleVersions } from './versions'

const counter = (name: 'views' | 'claps', label: string) =>
  ({
    name,
    label,
    type: 'number',
    defaultValue: 0,
    min: 0,
    access: { create: serverOnlyField, update: serverOnlyField },
    admin: { readOnly: true, position: 'sidebar', components: hiddenFromDiff },
  }) as const

export const Articles: CollectionConfig = {
  slug: 'articles',
  admin: {
    useAsTitle: 'title',
    defaultColumns: ['title', 'articleType', 'authorId', '_status', 'scheduled', 'publishedAt'],
    listSearchableFields: ['title', 'slug', 'excerpt'],
    components: {
      views: { edit: { versions: { Component: '/admin/history/ArticleHistory#ArticleHistory' } } },
      // Contributors get "Submit for review" in place of Publish.
      edit: { PublishButton: '/admin/review/ArticlePublishButton#ArticlePublishButton' },
    },
    ...articlePreviewAdmin,
  },
  defaultSort: '-publishedAt',
  versions: articleVersions,
  // Held while an edit view is open, renewed by its heartbeat (editing/editingEndpoint.ts).
  lockDocuments: { duration: ARTICLE_LOCK_SECONDS },
  endpoints: [
    restoreVersionAsDraft,
    articleEditing,
    ...reviewEndpoints,
    acceptProposedTag,
    dismissProposedTag,
  ],
  // Contributors write and see their own drafts only, and never publish (access/articleAccess.ts,
  // review/contributorRules.ts); deleting is for editorial callers.
  access: {
    read: articleReaders,
    readVersions: articleVersionReaders,
    create: articleCreators,
    update: articleUpdaters,
    delete: editorialCallers,
  },
  // The site's lists filter on published and sort by publishedAt.
  indexes: [{ fields: ['published', 'publishedAt'] }],
  hooks: {
    beforeOperation: [
      refuseRestoreOverLiveArticle,
      keepDraftsFromReaders,
      statusFromPublished,
      noteLockBeforeSave,
      autosaveOverOwnVersion,
      deleteWhatTheListShows,
    ],
    beforeValidate: [
      uniqueSlugFrom('title', { followsSource: slugFollowsTitle }),
      enforceRichTextRules,
    ],
    beforeChange: [
      holdContributorsToDrafts,
      syncContentHtml,
      computeReadTime,
      setPublishState,
      clearDecidedSeoProposal,
      recordLastEditor,
      recordCreator,
      keepReviewState,
      keepCreationTime,
      noteLiveBeforeSave,
      refuseStaleSaves,
    ],
    afterOperation: [sweepAbandonedDrafts],
    afterChange: [
      restoreLockAfterSave,
      updateTagCountsAfterChange,
      rerenderAfterReferencedChange,
      revalidateAfterChange(NEXT_TAG_OF_CHANGE.article, articleHookKeys),
      emitArticleChange,
    ],
    beforeDelete: [deleteIncompleteRecords, deleteArticleInteractions],
    afterDelete: [
      updateTagCountsAfterDelete,
      deleteGeneratedImage,
      rerenderAfterReferencedDelete,
      revalidateAfterDelete(NEXT_TAG_OF_CHANGE.article, articleHookKeys),
      emitArticleDeleted,
    ],
  },
  fields: [
    {
      name: 'editingStatus',
      type: 'ui',
      admin: {
        disableListColumn: true,
        components: { Field: '/admin/editing/EditingStatus#EditingStatus' },
      },
    },
    ...reviewFields,
    { name: 'title', type: 'text', required: true },
    {
      name: 'seoTitle',
      label: 'SEO title',
      type: 'text',
      admin: { description: 'Shown in search results and browser tabs instead of the title.' },
    },
    {
      name: 'seoTitleReview',
      type: 'ui',
      admin: {
        position: 'sidebar',
        components: { Field: '/admin/seoTitle/SeoTitleReview#SeoTitleReview' },
      },
    },
    {
      name: 'articleReaders',
      type: 'ui',
      admin: {
        position: 'sidebar',
        components: { Field: '/admin/analytics/ArticleReadersPanel#ArticleReadersPanel' },
      },
    },
    {
      name: 'articleFediverse',
      type: 'ui',
      admin: {
        position: 'sidebar',
        components: { Field: '/admin/fediverse/ArticleFediversePanel#ArticleFediversePanel' },
      },
    },
    {
      name: 'slug',
      type: 'text',
      required: true,
      unique: true,
      index: true,
      // Old addresses of a live article lead to its new one.
      hooks: articleAddressHooks,
      admin: {
        position: 'sidebar',
        description:
          'Follows the title until the first publish, unless you type your own; then it stays. Leave empty to derive it from the title.',
        components: { Field: '/admin/fields/DerivedField#DerivedTextField' },
      },
    },
    {
      name: 'excerpt',
      type: 'textarea',
      required: true,
      validate: (value: unknown) => checkExcerpt(value),
      admin: { description: 'At most 40 words, ideally ending with punctuation.' },
    },
    {
      name: 'content',
      type: 'richText',
      required: true,
      // The version comparison names changed block settings too (admin/history/ContentDiff.tsx).
      admin: { components: { Diff: '/admin/history/ContentDiff#ContentDiff' } },
    },
    {
      name: 'contentHtml',
      label: 'Content (HTML)',
      type: 'textarea',
      // Payload's default 40,000 characters would refuse an article of some 6,000 words. The HTML
      // is smaller than the Lexical JSON it comes from, which the native API's body limit bounds.
      maxLength: NATIVE_API_BODY_LIMIT,
      access: { create: serverOnlyField, update: serverOnlyField },
      admin: { hidden: true, components: hiddenFromDiff },
    },
    {
      name: 'featuredImage',
      type: 'upload',
      relationTo: 'media',
      unique: true,
    },
    articleSeoFields,
    {
      name: 'authorId',
      label: 'Author',
      type: 'relationship',
      relationTo: 'authors',
      required: true,
      admin: {
        position: 'sidebar',
        components: { Cell: '/admin/authorColumn/AuthorCell#AuthorCell' },
      },
    },
    {
      name: 'articleType',
      type: 'select',
      required: true,
      defaultValue: DEFAULT_ARTICLE_TYPE,
      index: true,
      options: ARTICLE_TYPES.map((value) => ({
        value,
        label: value[0]?.toUpperCase() + value.slice(1),
      })),
      admin: { position: 'sidebar' },
    },
    {
      name: 'tags',
      type: 'relationship',
      relationTo: 'tags',
      hasMany: true,
      maxRows: ARTICLE_TAGS_MAX,
      defaultValue: [],
      admin: { position: 'sidebar' },
    },
    ...proposedTagsFields,
    {
      name: 'readTime',
      label: 'Read time (minutes)',
      type: 'number',
      required: true,
      min: 1,
      admin: {
        position: 'sidebar',
        step: 1,
        description: 'Follows the content unless you type your own. Empty it to compute it again.',
        components: { Field: '/admin/fields/DerivedField#DerivedNumberField' },
      },
    },
    {
      name: 'featured',
      type: 'checkbox',
      defaultValue: false,
      index: true,
      access: { create: editorialCallersField, update: editorialCallersField },
      admin: { position: 'sidebar' },
    },
    {
      name: 'glossaryLinks',
      type: 'checkbox',
      label: 'Link glossary terms',
      defaultValue: true,
      admin: {
        position: 'sidebar',
        description:
          'The site turns the first mention of each glossary term in the body into a definition that opens on a click and links to the term’s page.',
      },
    },
    {
      // The contract's "readers see it": follows Payload's _status (Publish, Unpublish, drafts), so
      // the admin shows Payload's status and buttons instead of this box.
      name: 'published',
      type: 'checkbox',
      defaultValue: false,
      // Payload's own Status row (`_status`) says it in the version comparison.
      admin: { hidden: true, components: hiddenFromDiff },
    },
    {
      name: 'status',
      type: 'select',
      // Payload's drafts add `_status`, whose type would otherwise take this field's name.
      enumName: 'enum_articles_contract_status',
      required: true,
      defaultValue: 'draft',
      options: [...ARTICLE_STATUSES],
      access: { create: serverOnlyField, update: serverOnlyField },
      // Payload's Status (`_status`) is the comparison's one Status row.
      admin: { position: 'sidebar', readOnly: true, components: hiddenFromDiff },
    },
    {
      name: 'publishedAt',
      type: 'date',
      index: true,
      access: { create: editorialCallersField, update: editorialCallersField },
      validate: refuseFuturePublishedAt,
      admin: { position: 'sidebar', date: { pickerAppearance: 'dayAndTime' } },
    },
    lastEditedByField,
    createdByField,
    editedFromField,
    scheduledColumn,
    counter('views', 'Views'),
    counter('claps', 'Claps'),
    ...correctionFields,
    generationFields,
  ],
}
