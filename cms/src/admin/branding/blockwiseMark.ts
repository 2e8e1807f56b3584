/**
 * Blockwise's mark, as the public site's logo draws it (frontend/public/images/logo.png): two linked
 * blocks on the brand's indigo. One drawing for the admin's icon, logo and favicon.
 */
const MARK_SVG =
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 512 512">' +
  '<rect width="512" height="512" rx="96" fill="#4338ca"/>' +
  '<g fill="none" stroke="#e0e7ff" stroke-width="36">' +
  '<rect x="96" y="176" width="140" height="140" rx="24"/>' +
  '<rect x="276" y="196" width="140" height="140" rx="24"/>' +
  '</g></svg>'

export const BLOCKWISE_MARK_URL = `data:image/svg+xml,${encodeURIComponent(MARK_SVG)}`
