import type { DefaultServerCellComponentProps, Payload } from 'payload'
import { cache } from 'react'

/** Every author's name, once per render of the list, however many rows it has. */
const authorNamesOfThisRender = cache(async (payload: Payload) => {
  const { docs } = await payload.find({
    collection: 'authors',
    pagination: false,
    depth: 0,
    select: { name: true },
  })
  return new Map(docs.map((author) => [String(author.id), author.name]))
})

/**
 * The articles list's "Author" cell, written on the server. Payload's own relationship cell asks
 * for the names from the browser once its row is seen, and rows it judged out of view on their
 * first sight could keep "<No Author>" until the editor scrolled (half of the loads of a
 * ten-row list at 1280 × 900). A draft with no author yet says so as Payload's cell does. Payload
 * also renders a field's Cell in the edit view, where there is no row: nothing to show there.
 */
export async function AuthorCell({
  cellData,
  i18n,
  payload,
  rowData,
}: DefaultServerCellComponentProps) {
  const row: Partial<DefaultServerCellComponentProps['rowData']> | undefined = rowData
  if (row?.id === undefined) return null
  const name =
    typeof cellData === 'string' || typeof cellData === 'number'
      ? (await authorNamesOfThisRender(payload)).get(String(cellData))
      : undefined
  return (
    <span data-testid="author-cell">{name ?? i18n.t('general:noLabel', { label: 'Author' })}</span>
  )
}
