/**
 * Paths of the site server that are not the site's own pages: the CMS's (its /api answers carry
 * its own keys), Next's files, the server's webhook and the admin's redirect. Their names are
 * case-sensitive, so no canonical page address applies to them.
 */
export const NOT_PAGES = /^\/(api|cms-api|_next|internal|admin)(\/|$)/i
