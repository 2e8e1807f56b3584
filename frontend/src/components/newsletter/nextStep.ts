/** What a reader who has just subscribed must do next (double opt-in), in the toast and on the page. */
export const NEWSLETTER_CONFIRMATION_EMAILED =
  'We have emailed you a confirmation link: open it to start receiving the newsletter.'
