/**
 * The site's own newsletter endpoints, where the forms post when the framework's script has not
 * arrived (each answers with a page), and the page a subscription attempt ends on.
 */
export const SUBSCRIBE_PAGE = '/newsletter/subscribe'
export const SUBSCRIBE_ENDPOINT = '/newsletter/subscribe/submit'
export const CONFIRM_ENDPOINT = '/newsletter/confirm/submit'
export const UNSUBSCRIBE_ENDPOINT = '/newsletter/unsubscribe/submit'
