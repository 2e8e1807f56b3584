import { LinkedFromNotice as LinkedFromNotice_55ef987b2efeb845b7f864ad852da097 } from '../../../admin/linkedFrom/LinkedFromNotice'
import { EditingStatus as EditingStatus_2dfda86a61712f5d10457b1ef9e1cf2e } from '../../../admin/editing/EditingStatus'
import { ReviewBanner as ReviewBanner_bf28983d42f415471f5b56addb0bc247 } from '../../../admin/review/ReviewBanner'
import { HiddenFromDiff as HiddenFromDiff_2553630afbd615c1f2c82957fd5e4335 } from '../../../admin/history/HiddenFromDiff'
import { SeoTitleReview as SeoTitleReview_7086946f1498c91c6a96aa5002306870 } from '../../../admin/seoTitle/SeoTitleReview'
import { ArticleReadersPanel as ArticleReadersPanel_c1920633a4e1c1d0cde6bf49222c8bd1 } from '../../../admin/analytics/ArticleReadersPanel'
import { ArticleFediversePanel as ArticleFediversePanel_eb2563e83c24dd4eb3f4032176ad2ca4 } from '../../../admin/fediverse/ArticleFediversePanel'
import { DerivedTextField as DerivedTextField_0d694203011f4c0d1926b5617822841d } from '../../../admin/fields/DerivedField'
import { RscEntryLexicalCell as RscEntryLexicalCell_44fe37237e0ebf4470c9990d8cb7b07e } from '@payloadcms/richtext-lexical/rsc'
import { RscEntryLexicalField as RscEntryLexicalField_44fe37237e0ebf4470c9990d8cb7b07e } from '@payloadcms/richtext-lexical/rsc'
import { LexicalDiffComponent as LexicalDiffComponent_44fe37237e0ebf4470c9990d8cb7b07e } from '@payloadcms/richtext-lexical/rsc'
import { RefusedLinksFeature as RefusedLinksFeature_af0a4cbe33a018b594273dbe6d106208 } from '../../../admin/richText/RefusedLinks'
import { DropRemoteImagesOnPasteFeature as DropRemoteImagesOnPasteFeature_fa6fc4eb944cca290f1db01180b07f69 } from '../../../admin/richText/DropRemoteImagesOnPaste'
import { BlocksFeatureClient as BlocksFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { VideoBlockLabel as VideoBlockLabel_c65d9dabaec2a43cd11af82906b2d0cf } from '../../../collections/Articles/richText/VideoBlockLabel'
import { CoinMentionSearchField as CoinMentionSearchField_d69327e33ea8adbc8f2ff78f012c73e1 } from '../../../collections/Articles/richText/CoinMentionSearchField'
import { CoinMentionLabel as CoinMentionLabel_9f932c9389f07ad7036bf3254ff7fee3 } from '../../../collections/Articles/richText/CoinMentionLabel'
import { UploadFeatureClient as UploadFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { RelationshipFeatureClient as RelationshipFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { LinkFeatureClient as LinkFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { HeadingFeatureClient as HeadingFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { InlineToolbarFeatureClient as InlineToolbarFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { HorizontalRuleFeatureClient as HorizontalRuleFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { BlockquoteFeatureClient as BlockquoteFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { ChecklistFeatureClient as ChecklistFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { OrderedListFeatureClient as OrderedListFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { UnorderedListFeatureClient as UnorderedListFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { IndentFeatureClient as IndentFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { AlignFeatureClient as AlignFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { ParagraphFeatureClient as ParagraphFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { InlineCodeFeatureClient as InlineCodeFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { SuperscriptFeatureClient as SuperscriptFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { SubscriptFeatureClient as SubscriptFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { StrikethroughFeatureClient as StrikethroughFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { UnderlineFeatureClient as UnderlineFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { BoldFeatureClient as BoldFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { ItalicFeatureClient as ItalicFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { ContentDiff as ContentDiff_aeeed49eccf24dc4133dc021f3d6b7c0 } from '../../../admin/history/ContentDiff'
import { SeoPreview as SeoPreview_b2e5b4fa3195bacce89b14112412df75 } from '../../../admin/seoPreview/SeoPreview'
import { AuthorCell as AuthorCell_2756c5d4e6c72d378db5e98fb9c07d82 } from '../../../admin/authorColumn/AuthorCell'
import { ProposedTagsReview as ProposedTagsReview_0bbb7fb4ad67921a16fac26317a060d6 } from '../../../admin/proposedTags/ProposedTagsReview'
import { DerivedNumberField as DerivedNumberField_0d694203011f4c0d1926b5617822841d } from '../../../admin/fields/DerivedField'
import { ScheduledCell as ScheduledCell_835010574f4f3ccdca7a1e0c99c2a026 } from '../../../admin/schedule/ScheduledCell'
import { DiscardUntouchedDraft as DiscardUntouchedDraft_641e33022bc2b3c0e0fe294b215ad3a1 } from '../../../admin/untouchedDrafts/DiscardUntouchedDraft'
import { UnsavedWorkGuard as UnsavedWorkGuard_20808a92baed0c84511ce92bffaa3724 } from '../../../admin/unsavedWork/UnsavedWorkGuard'
import { ArticlePublishButton as ArticlePublishButton_2efc7ff1eb7ce040eb7a1777ab1c5fc1 } from '../../../admin/review/ArticlePublishButton'
import { ArticleHistory as ArticleHistory_c5bcd07ea64b555cf8add761fec21bc6 } from '../../../admin/history/ArticleHistory'
import { UsageNotice as UsageNotice_40addd83c863e2e87f65a3507a125f96 } from '../../../admin/usage/UsageNotice'
import { UsageCell as UsageCell_addc8a319e35e7efa95e23d690ed1bd3 } from '../../../admin/usage/UsageCell'
import { IssueMailPreview as IssueMailPreview_f11cc4325a0060128c5cc6ca87f24178 } from '../../../admin/newsletter/IssueMailPreview'
import { CurrentPasswordField as CurrentPasswordField_ec2eb2e87ee73201b820f2c4affc2a0c } from '../../../admin/account/CurrentPasswordField'
import { SigningSecretField as SigningSecretField_acd5bb0f72b4b8a7c992b9a180a478f9 } from '../../../admin/webhooks/SigningSecretField'
import { SendTestEventField as SendTestEventField_ef485d1ee243ea88684380dc0ced9097 } from '../../../admin/webhooks/SendTestEventField'
import { ReplayDeliveryField as ReplayDeliveryField_cbc82152aab9b476e133a6705ab1adfd } from '../../../admin/webhooks/ReplayDeliveryField'
import { BlockwiseIcon as BlockwiseIcon_b00abe8c5726c2992a51ff89fc3c8245 } from '../../../admin/branding/BlockwiseIcon'
import { BlockwiseLogo as BlockwiseLogo_18c2e7f148d93c5f31e25eca6833153e } from '../../../admin/branding/BlockwiseLogo'
import { EditorialNavLinks as EditorialNavLinks_0100a8272d8b7dc1c7b1a0040a99a73f } from '../../../admin/nav/EditorialNavLinks'
import { QueryProvider as QueryProvider_76bc9a1835bd1f81047740d9d1160aa7 } from '../../../admin/QueryProvider'
import { KeepSessionAlive as KeepSessionAlive_d3a6524523ad82ed291fc3c5193886ec } from '../../../admin/session/KeepSessionAlive'
import { S3ClientUploadHandler as S3ClientUploadHandler_f97aa6c64367fa259c5bc0567239ef24 } from '@payloadcms/storage-s3/client'
import { EditorialHomeView as EditorialHomeView_bf03f9123b6f92172099e4c1bfcd1eda } from '../../../admin/home/EditorialHomeView'
import { GenerateArticleView as GenerateArticleView_0838f7fb2a1f80eea558b5ba390380c6 } from '../../../admin/generateArticle/GenerateArticleView'
import { IncompleteArticlesView as IncompleteArticlesView_6fd10d5e4422d5d5161d532a385d0bf6 } from '../../../admin/incompleteArticles/IncompleteArticlesView'
import { NewsletterView as NewsletterView_01796584aa8d0813341f48ff928a6761 } from '../../../admin/newsletter/NewsletterView'
import { AnalyticsView as AnalyticsView_d6ab9a8248df03e23b8348e2442c3bdc } from '../../../admin/analytics/AnalyticsView'
import { CollectionCards as CollectionCards_f9c02e79a4aed9a3924487c0cd4cafb1 } from '@payloadcms/next/rsc'

/** @type import('payload').ImportMap */
export const importMap = {
  "/admin/linkedFrom/LinkedFromNotice#LinkedFromNotice": LinkedFromNotice_55ef987b2efeb845b7f864ad852da097,
  "/admin/editing/EditingStatus#EditingStatus": EditingStatus_2dfda86a61712f5d10457b1ef9e1cf2e,
  "/admin/review/ReviewBanner#ReviewBanner": ReviewBanner_bf28983d42f415471f5b56addb0bc247,
  "/admin/history/HiddenFromDiff#HiddenFromDiff": HiddenFromDiff_2553630afbd615c1f2c82957fd5e4335,
  "/admin/seoTitle/SeoTitleReview#SeoTitleReview": SeoTitleReview_7086946f1498c91c6a96aa5002306870,
  "/admin/analytics/ArticleReadersPanel#ArticleReadersPanel": ArticleReadersPanel_c1920633a4e1c1d0cde6bf49222c8bd1,
  "/admin/fediverse/ArticleFediversePanel#ArticleFediversePanel": ArticleFediversePanel_eb2563e83c24dd4eb3f4032176ad2ca4,
  "/admin/fields/DerivedField#DerivedTextField": DerivedTextField_0d694203011f4c0d1926b5617822841d,
  "@payloadcms/richtext-lexical/rsc#RscEntryLexicalCell": RscEntryLexicalCell_44fe37237e0ebf4470c9990d8cb7b07e,
  "@payloadcms/richtext-lexical/rsc#RscEntryLexicalField": RscEntryLexicalField_44fe37237e0ebf4470c9990d8cb7b07e,
  "@payloadcms/richtext-lexical/rsc#LexicalDiffComponent": LexicalDiffComponent_44fe37237e0ebf4470c9990d8cb7b07e,
  "/admin/richText/RefusedLinks#RefusedLinksFeature": RefusedLinksFeature_af0a4cbe33a018b594273dbe6d106208,
  "/admin/richText/DropRemoteImagesOnPaste#DropRemoteImagesOnPasteFeature": DropRemoteImagesOnPasteFeature_fa6fc4eb944cca290f1db01180b07f69,
  "@payloadcms/richtext-lexical/client#BlocksFeatureClient": BlocksFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "/collections/Articles/richText/VideoBlockLabel#VideoBlockLabel": VideoBlockLabel_c65d9dabaec2a43cd11af82906b2d0cf,
  "/collections/Articles/richText/CoinMentionSearchField#CoinMentionSearchField": CoinMentionSearchField_d69327e33ea8adbc8f2ff78f012c73e1,
  "/collections/Articles/richText/CoinMentionLabel#CoinMentionLabel": CoinMentionLabel_9f932c9389f07ad7036bf3254ff7fee3,
  "@payloadcms/richtext-lexical/client#UploadFeatureClient": UploadFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#RelationshipFeatureClient": RelationshipFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#LinkFeatureClient": LinkFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#HeadingFeatureClient": HeadingFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#InlineToolbarFeatureClient": InlineToolbarFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#HorizontalRuleFeatureClient": HorizontalRuleFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#BlockquoteFeatureClient": BlockquoteFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#ChecklistFeatureClient": ChecklistFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#OrderedListFeatureClient": OrderedListFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#UnorderedListFeatureClient": UnorderedListFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#IndentFeatureClient": IndentFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#AlignFeatureClient": AlignFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#ParagraphFeatureClient": ParagraphFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#InlineCodeFeatureClient": InlineCodeFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#SuperscriptFeatureClient": SuperscriptFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#SubscriptFeatureClient": SubscriptFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#StrikethroughFeatureClient": StrikethroughFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#UnderlineFeatureClient": UnderlineFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#BoldFeatureClient": BoldFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#ItalicFeatureClient": ItalicFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "/admin/history/ContentDiff#ContentDiff": ContentDiff_aeeed49eccf24dc4133dc021f3d6b7c0,
  "/admin/seoPreview/SeoPreview#SeoPreview": SeoPreview_b2e5b4fa3195bacce89b14112412df75,
  "/admin/authorColumn/AuthorCell#AuthorCell": AuthorCell_2756c5d4e6c72d378db5e98fb9c07d82,
  "/admin/proposedTags/ProposedTagsReview#ProposedTagsReview": ProposedTagsReview_0bbb7fb4ad67921a16fac26317a060d6,
  "/admin/fields/DerivedField#DerivedNumberField": DerivedNumberField_0d694203011f4c0d1926b5617822841d,
  "/admin/schedule/ScheduledCell#ScheduledCell": ScheduledCell_835010574f4f3ccdca7a1e0c99c2a026,
  "/admin/untouchedDrafts/DiscardUntouchedDraft#DiscardUntouchedDraft": DiscardUntouchedDraft_641e33022bc2b3c0e0fe294b215ad3a1,
  "/admin/unsavedWork/UnsavedWorkGuard#UnsavedWorkGuard": UnsavedWorkGuard_20808a92baed0c84511ce92bffaa3724,
  "/admin/review/ArticlePublishButton#ArticlePublishButton": ArticlePublishButton_2efc7ff1eb7ce040eb7a1777ab1c5fc1,
  "/admin/history/ArticleHistory#ArticleHistory": ArticleHistory_c5bcd07ea64b555cf8add761fec21bc6,
  "/admin/usage/UsageNotice#UsageNotice": UsageNotice_40addd83c863e2e87f65a3507a125f96,
  "/admin/usage/UsageCell#UsageCell": UsageCell_addc8a319e35e7efa95e23d690ed1bd3,
  "/admin/newsletter/IssueMailPreview#IssueMailPreview": IssueMailPreview_f11cc4325a0060128c5cc6ca87f24178,
  "/admin/account/CurrentPasswordField#CurrentPasswordField": CurrentPasswordField_ec2eb2e87ee73201b820f2c4affc2a0c,
  "/admin/webhooks/SigningSecretField#SigningSecretField": SigningSecretField_acd5bb0f72b4b8a7c992b9a180a478f9,
  "/admin/webhooks/SendTestEventField#SendTestEventField": SendTestEventField_ef485d1ee243ea88684380dc0ced9097,
  "/admin/webhooks/ReplayDeliveryField#ReplayDeliveryField": ReplayDeliveryField_cbc82152aab9b476e133a6705ab1adfd,
  "/admin/branding/BlockwiseIcon#BlockwiseIcon": BlockwiseIcon_b00abe8c5726c2992a51ff89fc3c8245,
  "/admin/branding/BlockwiseLogo#BlockwiseLogo": BlockwiseLogo_18c2e7f148d93c5f31e25eca6833153e,
  "/admin/nav/EditorialNavLinks#EditorialNavLinks": EditorialNavLinks_0100a8272d8b7dc1c7b1a0040a99a73f,
  "/admin/QueryProvider#QueryProvider": QueryProvider_76bc9a1835bd1f81047740d9d1160aa7,
  "/admin/session/KeepSessionAlive#KeepSessionAlive": KeepSessionAlive_d3a6524523ad82ed291fc3c5193886ec,
  "@payloadcms/storage-s3/client#S3ClientUploadHandler": S3ClientUploadHandler_f97aa6c64367fa259c5bc0567239ef24,
  "/admin/home/EditorialHomeView#EditorialHomeView": EditorialHomeView_bf03f9123b6f92172099e4c1bfcd1eda,
  "/admin/generateArticle/GenerateArticleView#GenerateArticleView": GenerateArticleView_0838f7fb2a1f80eea558b5ba390380c6,
  "/admin/incompleteArticles/IncompleteArticlesView#IncompleteArticlesView": IncompleteArticlesView_6fd10d5e4422d5d5161d532a385d0bf6,
  "/admin/newsletter/NewsletterView#NewsletterView": NewsletterView_01796584aa8d0813341f48ff928a6761,
  "/admin/analytics/AnalyticsView#AnalyticsView": AnalyticsView_d6ab9a8248df03e23b8348e2442c3bdc,
  "@payloadcms/next/rsc#CollectionCards": CollectionCards_f9c02e79a4aed9a3924487c0cd4cafb1
}
