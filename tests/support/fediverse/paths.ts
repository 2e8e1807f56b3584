/** The remote server's addresses, as Mastodon lays them out; `{identifier}` is a local user's. */
export const ACTOR_PATH = '/users/{identifier}'
export const INBOX_PATH = '/users/{identifier}/inbox'
export const SHARED_INBOX_PATH = '/inbox'
export const FOLLOWERS_PATH = '/users/{identifier}/followers'
export const NOTE_PATH = '/users/{identifier}/notes/{id}'
