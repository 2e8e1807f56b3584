/** The cookie that keeps the preview token beside Next's draft-mode cookie. */
export const PREVIEW_TOKEN_COOKIE = 'blockwise-preview'

/** Next's own draft-mode cookie (spelt out in the site server and the edge's VCL too). */
export const DRAFT_MODE_COOKIE = '__prerender_bypass'
