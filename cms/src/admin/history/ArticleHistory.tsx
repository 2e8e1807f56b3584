import { Gutter } from '@payloadcms/ui'
import type { DocumentViewServerProps } from 'payload'
import { formatAdminURL } from 'payload/shared'

import { ARTICLE_VERSIONS_KEPT } from '@/collections/Articles/versions'

import { LocalTime } from '../LocalTime'

/** The authors of these versions: editors may not read other accounts, but may know who wrote. */
async function authorNames(
  payload: DocumentViewServerProps['payload'],
  ids: string[],
): Promise<Map<string, string>> {
  if (ids.length === 0) return new Map()
  const { docs } = await payload.find({
    collection: 'users',
    where: { id: { in: ids } },
    select: { name: true, email: true },
    limit: ids.length,
    pagination: false,
    depth: 0,
    overrideAccess: true,
  })
  return new Map(docs.map((user) => [String(user.id), user.name || user.email]))
}

/**
 * The article's Versions tab: every kept version (at most ARTICLE_VERSIONS_KEPT, so one page) with
 * its time, author and status. Each time opens Payload's version view, which compares it with any
 * other version and restores it as a draft.
 */
export async function ArticleHistory({ doc, initPageResult, payload }: DocumentViewServerProps) {
  const { req } = initPageResult
  const { docs } = await payload.findVersions({
    collection: 'articles',
    where: { parent: { equals: doc.id } },
    sort: '-updatedAt',
    limit: ARTICLE_VERSIONS_KEPT,
    pagination: false,
    depth: 0,
    req,
    overrideAccess: false,
  })
  // Payload stores whether a version is an autosave, though its type does not say so.
  const versions = docs as Array<(typeof docs)[number] & { autosave?: boolean }>
  const editorIds = versions.map(({ version }) => version.lastEditedBy)
  const names = await authorNames(payload, [
    ...new Set(editorIds.filter((id): id is string => typeof id === 'string')),
  ])
  const versionUrl = (versionId: string) =>
    formatAdminURL({
      adminRoute: payload.config.routes.admin,
      path: `/collections/articles/${doc.id}/versions/${versionId}`,
    })
  return (
    <main className="versions">
      <Gutter className="versions__wrap">
        <p>
          The latest {ARTICLE_VERSIONS_KEPT} versions are kept. Open one to compare it with any
          other and to restore it as a draft.
        </p>
        <div className="table">
          <table data-testid="article-history">
            <thead>
              <tr>
                <th>Saved</th>
                <th>By</th>
                <th>Status</th>
              </tr>
            </thead>
            <tbody>
              {versions.map(({ id, updatedAt, autosave, version }) => (
                <tr key={id}>
                  <td>
                    <a href={versionUrl(String(id))}>
                      <LocalTime at={updatedAt} pattern="d MMM yyyy, HH:mm:ss" />
                    </a>
                  </td>
                  <td>
                    {typeof version.lastEditedBy === 'string'
                      ? (names.get(version.lastEditedBy) ?? 'A deleted account')
                      : 'The system'}
                  </td>
                  <td>
                    {version._status === 'published' ? 'Published' : 'Draft'}
                    {autosave ? ' (autosave)' : ''}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </Gutter>
    </main>
  )
}
