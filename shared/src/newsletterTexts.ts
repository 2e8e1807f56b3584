/** What readers are told about their newsletter subscription (docs/product.md#validation, #errors), on the site and by the CMS. */
export const NEWSLETTER_FIELDS_REQUIRED = 'Both fields are required'
export const NEWSLETTER_FIELDS_TOO_LONG = 'Name and email must be 40 characters or less'
export const NEWSLETTER_EMAIL_INVALID = 'Please enter a valid email address'
export const NEWSLETTER_FIELDS_CONTROL_CHARACTERS =
  'Name and email must not contain control characters'
export const NEWSLETTER_SUBSCRIBED = 'Successfully subscribed to newsletter'
export const NEWSLETTER_CONFIRMED = 'Your subscription is confirmed'
export const NEWSLETTER_LINK_INVALID = 'This link is invalid or has expired'
export const NEWSLETTER_UNSUBSCRIBED = 'You have been unsubscribed'
/** What a reader who has just subscribed must do next (double opt-in), in the toast and on the page. */
export const NEWSLETTER_CONFIRMATION_EMAILED =
  'We have emailed you a confirmation link: open it to start receiving the newsletter.'
