/** The contract's answer to a URL the CMS cannot read: one that does not decode, or holds a NUL. */
export const URL_NOT_VALID = 'The URL is not valid'
