import type { Config } from 'payload'

/**
 * Payload heads the page it shows a signed-in account that may not do something (an editor
 * opening "create user") "Unauthorized, you must be logged in", which sent editors to log in
 * again. The heading says what is true; the same words reach the admin's own calls refused for
 * want of a role.
 */
export const adminTranslations: NonNullable<Config['i18n']>['translations'] = {
  en: { error: { unauthorized: 'You are not allowed to do this.' } },
}
