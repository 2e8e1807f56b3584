import * as migration_20261121_143304_initial from './20261121_143304_initial';
import * as migration_20261121_160714_media_credit from './20261121_160714_media_credit';
import * as migration_20261121_173558_generation_pipeline from './20261121_173558_generation_pipeline';
import * as migration_20261121_180403_newsletter_double_opt_in from './20261121_180403_newsletter_double_opt_in';
import * as migration_20261122_060335_newsletter_retries_and_link_expiry from './20261122_060335_newsletter_retries_and_link_expiry';
import * as migration_20261125_205306_remove_account_lockout from './20261125_205306_remove_account_lockout';
import * as migration_20261125_230504_author_avatar_image from './20261125_230504_author_avatar_image';
import * as migration_20261126_015829_media_object_storage from './20261126_015829_media_object_storage';
import * as migration_20261126_045401_drafts_and_versions from './20261126_045401_drafts_and_versions';
import * as migration_20261126_050000_article_daily_counts from './20261126_050000_article_daily_counts';
import * as migration_20261126_050812_article_last_edited_by from './20261126_050812_article_last_edited_by';
import * as migration_20261126_081123_author_slug_bio_tag_description from './20261126_081123_author_slug_bio_tag_description';
import * as migration_20261126_081200_article_list_indexes from './20261126_081200_article_list_indexes';
import * as migration_20261126_090000_article_search from './20261126_090000_article_search';
import * as migration_20261126_100000_search_title_words from './20261126_100000_search_title_words';
import * as migration_20261126_113831_webhooks from './20261126_113831_webhooks';
import * as migration_20261126_113911_integration_keys from './20261126_113911_integration_keys';
import * as migration_20261126_123821_merged_schema_snapshot from './20261126_123821_merged_schema_snapshot';
import * as migration_20261126_150911_learning_paths from './20261126_150911_learning_paths';
import * as migration_20261126_151059_glossary from './20261126_151059_glossary';
import * as migration_20261126_161655_merged_schema_snapshot from './20261126_161655_merged_schema_snapshot';
import * as migration_20261202_041000_stored_html_as_readers_see_it from './20261202_041000_stored_html_as_readers_see_it';
import * as migration_20261202_090000_tag_timelines from './20261202_090000_tag_timelines';
import * as migration_20261203_120000_search_snippet_text from './20261203_120000_search_snippet_text';
import * as migration_20261205_005634_redirects from './20261205_005634_redirects';
import * as migration_20261205_100000_api_versions from './20261205_100000_api_versions';
import * as migration_20261205_110000_changes_feed from './20261205_110000_changes_feed';
import * as migration_20261205_120000_webhook_test_replay_rotation from './20261205_120000_webhook_test_replay_rotation';
import * as migration_20261205_130000_subscribers_read_scope from './20261205_130000_subscribers_read_scope';
import * as migration_20261205_140000_trust_pages from './20261205_140000_trust_pages';
import * as migration_20261205_150000_newsroom_round from './20261205_150000_newsroom_round';
import * as migration_20261205_160000_newsroom_roles from './20261205_160000_newsroom_roles';
import * as migration_20261205_165000_analytics_scope_and_settings from './20261205_165000_analytics_scope_and_settings';
import * as migration_20261205_170000_analytics_events from './20261205_170000_analytics_events';
import * as migration_20261205_180000_federation from './20261205_180000_federation';
import * as migration_20261206_090000_section_positions from './20261206_090000_section_positions';
import * as migration_20261206_140000_drop_title_search_index from './20261206_140000_drop_title_search_index';
import * as migration_20261206_180000_all_articles_numbered from './20261206_180000_all_articles_numbered';
import * as migration_20261207_090000_search_snippet_spans from './20261207_090000_search_snippet_spans';

export const migrations = [
  {
    up: migration_20261121_143304_initial.up,
    down: migration_20261121_143304_initial.down,
    name: '20261121_143304_initial',
  },
  {
    up: migration_20261121_160714_media_credit.up,
    down: migration_20261121_160714_media_credit.down,
    name: '20261121_160714_media_credit',
  },
  {
    up: migration_20261121_173558_generation_pipeline.up,
    down: migration_20261121_173558_generation_pipeline.down,
    name: '20261121_173558_generation_pipeline',
  },
  {
    up: migration_20261121_180403_newsletter_double_opt_in.up,
    down: migration_20261121_180403_newsletter_double_opt_in.down,
    name: '20261121_180403_newsletter_double_opt_in',
  },
  {
    up: migration_20261122_060335_newsletter_retries_and_link_expiry.up,
    down: migration_20261122_060335_newsletter_retries_and_link_expiry.down,
    name: '20261122_060335_newsletter_retries_and_link_expiry',
  },
  {
    up: migration_20261125_205306_remove_account_lockout.up,
    down: migration_20261125_205306_remove_account_lockout.down,
    name: '20261125_205306_remove_account_lockout',
  },
  {
    up: migration_20261125_230504_author_avatar_image.up,
    down: migration_20261125_230504_author_avatar_image.down,
    name: '20261125_230504_author_avatar_image',
  },
  {
    up: migration_20261126_015829_media_object_storage.up,
    down: migration_20261126_015829_media_object_storage.down,
    name: '20261126_015829_media_object_storage',
  },
  {
    up: migration_20261126_045401_drafts_and_versions.up,
    down: migration_20261126_045401_drafts_and_versions.down,
    name: '20261126_045401_drafts_and_versions',
  },
  {
    up: migration_20261126_050000_article_daily_counts.up,
    down: migration_20261126_050000_article_daily_counts.down,
    name: '20261126_050000_article_daily_counts',
  },
  {
    up: migration_20261126_050812_article_last_edited_by.up,
    down: migration_20261126_050812_article_last_edited_by.down,
    name: '20261126_050812_article_last_edited_by',
  },
  {
    up: migration_20261126_081123_author_slug_bio_tag_description.up,
    down: migration_20261126_081123_author_slug_bio_tag_description.down,
    name: '20261126_081123_author_slug_bio_tag_description',
  },
  {
    up: migration_20261126_081200_article_list_indexes.up,
    down: migration_20261126_081200_article_list_indexes.down,
    name: '20261126_081200_article_list_indexes',
  },
  {
    up: migration_20261126_090000_article_search.up,
    down: migration_20261126_090000_article_search.down,
    name: '20261126_090000_article_search',
  },
  {
    up: migration_20261126_100000_search_title_words.up,
    down: migration_20261126_100000_search_title_words.down,
    name: '20261126_100000_search_title_words',
  },
  {
    up: migration_20261126_113831_webhooks.up,
    down: migration_20261126_113831_webhooks.down,
    name: '20261126_113831_webhooks',
  },
  {
    up: migration_20261126_113911_integration_keys.up,
    down: migration_20261126_113911_integration_keys.down,
    name: '20261126_113911_integration_keys',
  },
  {
    up: migration_20261126_123821_merged_schema_snapshot.up,
    down: migration_20261126_123821_merged_schema_snapshot.down,
    name: '20261126_123821_merged_schema_snapshot',
  },
  {
    up: migration_20261126_150911_learning_paths.up,
    down: migration_20261126_150911_learning_paths.down,
    name: '20261126_150911_learning_paths',
  },
  {
    up: migration_20261126_151059_glossary.up,
    down: migration_20261126_151059_glossary.down,
    name: '20261126_151059_glossary',
  },
  {
    up: migration_20261126_161655_merged_schema_snapshot.up,
    down: migration_20261126_161655_merged_schema_snapshot.down,
    name: '20261126_161655_merged_schema_snapshot',
  },
  {
    up: migration_20261202_041000_stored_html_as_readers_see_it.up,
    down: migration_20261202_041000_stored_html_as_readers_see_it.down,
    name: '20261202_041000_stored_html_as_readers_see_it',
  },
  {
    up: migration_20261202_090000_tag_timelines.up,
    down: migration_20261202_090000_tag_timelines.down,
    name: '20261202_090000_tag_timelines',
  },
  {
    up: migration_20261203_120000_search_snippet_text.up,
    down: migration_20261203_120000_search_snippet_text.down,
    name: '20261203_120000_search_snippet_text',
  },
  {
    up: migration_20261205_005634_redirects.up,
    down: migration_20261205_005634_redirects.down,
    name: '20261205_005634_redirects',
  },
  {
    up: migration_20261205_100000_api_versions.up,
    down: migration_20261205_100000_api_versions.down,
    name: '20261205_100000_api_versions',
  },
  {
    up: migration_20261205_110000_changes_feed.up,
    down: migration_20261205_110000_changes_feed.down,
    name: '20261205_110000_changes_feed',
  },
  {
    up: migration_20261205_120000_webhook_test_replay_rotation.up,
    down: migration_20261205_120000_webhook_test_replay_rotation.down,
    name: '20261205_120000_webhook_test_replay_rotation',
  },
  {
    up: migration_20261205_130000_subscribers_read_scope.up,
    down: migration_20261205_130000_subscribers_read_scope.down,
    name: '20261205_130000_subscribers_read_scope',
  },
  {
    up: migration_20261205_140000_trust_pages.up,
    down: migration_20261205_140000_trust_pages.down,
    name: '20261205_140000_trust_pages',
  },
  {
    up: migration_20261205_150000_newsroom_round.up,
    down: migration_20261205_150000_newsroom_round.down,
    name: '20261205_150000_newsroom_round',
  },
  {
    up: migration_20261205_160000_newsroom_roles.up,
    down: migration_20261205_160000_newsroom_roles.down,
    name: '20261205_160000_newsroom_roles',
  },
  {
    up: migration_20261205_165000_analytics_scope_and_settings.up,
    down: migration_20261205_165000_analytics_scope_and_settings.down,
    name: '20261205_165000_analytics_scope_and_settings',
  },
  {
    up: migration_20261205_170000_analytics_events.up,
    down: migration_20261205_170000_analytics_events.down,
    name: '20261205_170000_analytics_events',
  },
  {
    up: migration_20261205_180000_federation.up,
    down: migration_20261205_180000_federation.down,
    name: '20261205_180000_federation',
  },
  {
    up: migration_20261206_090000_section_positions.up,
    down: migration_20261206_090000_section_positions.down,
    name: '20261206_090000_section_positions',
  },
  {
    up: migration_20261206_140000_drop_title_search_index.up,
    down: migration_20261206_140000_drop_title_search_index.down,
    name: '20261206_140000_drop_title_search_index',
  },
  {
    up: migration_20261206_180000_all_articles_numbered.up,
    down: migration_20261206_180000_all_articles_numbered.down,
    name: '20261206_180000_all_articles_numbered',
  },
  {
    up: migration_20261207_090000_search_snippet_spans.up,
    down: migration_20261207_090000_search_snippet_spans.down,
    name: '20261207_090000_search_snippet_spans',
  },
];
