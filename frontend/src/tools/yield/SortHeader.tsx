import type { SortKey, SortState } from '@blockwise/shared/tools/yield/sort'
import { ArrowDown, ArrowUp, ArrowUpDown } from 'lucide'

import { SvgIcon } from '@/components/icons/SvgIcon'

import { SORT_LABELS } from './labels'
import styles from './ProtocolTable.module.css'

interface Props {
  sortKey: SortKey
  sort: SortState
  onSort: (key: SortKey) => void
  numeric?: boolean
}

/** A column header that sorts the table; aria-sort names the current order on the sorted one. */
export function SortHeader({ sortKey, sort, onSort, numeric = false }: Props) {
  const active = sort.key === sortKey
  const icon = !active ? ArrowUpDown : sort.direction === 'asc' ? ArrowUp : ArrowDown
  return (
    <th
      scope="col"
      className={numeric ? styles.numeric : undefined}
      aria-sort={active ? (sort.direction === 'asc' ? 'ascending' : 'descending') : undefined}
    >
      <button
        type="button"
        className={`${styles.sortButton} ${active ? styles.sortActive : ''}`}
        onClick={() => onSort(sortKey)}
      >
        {SORT_LABELS[sortKey]}
        <SvgIcon icon={icon} size={14} strokeWidth={2.5} />
      </button>
    </th>
  )
}
