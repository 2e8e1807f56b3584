/**
 * The CMS's one-click unsubscribe call for a link: its token, and the issue whose mail it came in
 * (which only attributes the unsubscribe to that issue; the token decides whom it unsubscribes).
 */
export function unsubscribeApiPath(token: string, issue?: string): string {
  const query = new URLSearchParams({ token })
  if (issue) query.set('issue', issue)
  return `/api/newsletter/unsubscribe?${query}`
}
