import { subscribersRoute } from '@/contract/editorRoute'
import { methodsNotAllowed } from '@/contract/http'

export const dynamic = 'force-dynamic'

/** Quotes a CSV field, and defuses spreadsheet formulas (=, +, -, @) in what readers typed. */
function csvField(value: string): string {
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value
  return `"${safe.replaceAll('"', '""')}"`
}

/**
 * Every subscriber as CSV, for editors, admins and subscribers:read keys (never anonymous, never
 * an editorial key: the route checks the caller first).
 */
export const GET = subscribersRoute(async ({ payload, user }) => {
  const { docs } = await payload.find({
    collection: 'newsletters',
    sort: 'createdAt',
    pagination: false,
    depth: 0,
    overrideAccess: false,
    user,
  })
  const rows = [
    ['name', 'email', 'status', 'created', 'confirmed'],
    ...docs.map((row) => [row.name, row.email, row.status, row.createdAt, row.confirmedAt ?? '']),
  ]
  const csv = rows.map((row) => row.map(csvField).join(',')).join('\r\n')
  return new Response(`${csv}\r\n`, {
    headers: {
      'content-type': 'text/csv; charset=utf-8',
      'content-disposition': `attachment; filename="blockwise-subscribers-${new Date().toISOString().slice(0, 10)}.csv"`,
      'cache-control': 'no-store',
    },
  })
})

export const { POST, PUT, PATCH, DELETE, OPTIONS } = methodsNotAllowed('GET')
