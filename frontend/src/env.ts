/** Where the site finds the CMS, read at run time so one build serves any deployment. */
export function cmsUrl(): string {
  return process.env.CMS_URL ?? 'http://localhost:3001'
}
