/** Where the site's server finds the CMS, read at run time so one build serves any deployment. */
export function cmsUrl(): string {
  return process.env.CMS_URL ?? 'http://localhost:3001'
}

/** Where a browser finds the CMS (its admin); differs from cmsUrl() inside a container network. */
export function cmsPublicUrl(): string {
  return process.env.CMS_PUBLIC_URL ?? cmsUrl()
}

/** The site's public origin, for canonical URLs, feeds and structured data. */
export function siteUrl(): string {
  return process.env.SITE_URL ?? 'http://localhost:3000'
}
