import { formatAsOfDate, formatApy } from '@blockwise/shared/tools/yield/display'
import {
  PROTOCOLS,
  PROTOCOLS_AS_OF,
  PROTOCOLS_SOURCE,
  type DefiProtocol,
} from '@blockwise/shared/tools/yield/protocols'
import { sortProtocols, type SortKey, type SortState } from '@blockwise/shared/tools/yield/sort'
import { Check } from 'lucide'

import { SvgIcon } from '@/components/icons/SvgIcon'
import { useMemo } from 'react'

import { describeSort } from './labels'
import { RiskBadge } from './RiskBadge'
import { SortHeader } from './SortHeader'
import styles from './ProtocolTable.module.css'

interface Props {
  sort: SortState
  onSort: (key: SortKey) => void
  /** The protocol in the calculator, if one is. */
  selected: string | null
  onUse: (protocol: DefiProtocol) => void
}

/** docs/product.md#screens: the 38 built-in protocols, sortable by name, APY, TVL and risk. */
export function ProtocolTable({ sort, onSort, selected, onUse }: Props) {
  const rows = useMemo(() => sortProtocols(PROTOCOLS, sort), [sort])

  return (
    <section className={styles.section} aria-labelledby="protocols-heading">
      <div className={styles.intro}>
        <h2 id="protocols-heading" className={styles.heading}>
          Compare {PROTOCOLS.length} DeFi protocols
        </h2>
        <p className={styles.lede}>
          Sort by a column header, then choose <strong>Use</strong> to load a protocol into the
          calculator. A higher APY usually comes with more risk.
          <span className={styles.swipeHint}> Swipe the table sideways to see every column.</span>
        </p>
      </div>
      <div
        className={styles.scroller}
        role="region"
        aria-labelledby="protocols-caption"
        tabIndex={0}
      >
        <table className={styles.table}>
          <caption id="protocols-caption" className="visually-hidden">
            DeFi protocols, sorted by {describeSort(sort.key, sort.direction)}
          </caption>
          <thead>
            <tr>
              <SortHeader sortKey="name" sort={sort} onSort={onSort} />
              <th scope="col">Token</th>
              <SortHeader sortKey="apy" sort={sort} onSort={onSort} numeric />
              <SortHeader sortKey="tvl" sort={sort} onSort={onSort} numeric />
              <SortHeader sortKey="riskLevel" sort={sort} onSort={onSort} />
              <th scope="col">Category</th>
              <th scope="col">
                <span className="visually-hidden">Action</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {rows.map((protocol) => {
              const isSelected = protocol.name === selected
              return (
                <tr key={protocol.name} className={isSelected ? styles.selectedRow : undefined}>
                  <th scope="row" className={styles.name}>
                    {protocol.name}
                  </th>
                  <td className={styles.token}>{protocol.token}</td>
                  <td className={`${styles.numeric} ${styles.apy}`}>{formatApy(protocol.apy)}</td>
                  <td className={styles.numeric}>${protocol.tvl}</td>
                  <td>
                    <RiskBadge level={protocol.riskLevel} />
                  </td>
                  <td className={styles.category}>{protocol.category}</td>
                  <td className={styles.action}>
                    <button
                      type="button"
                      className={`${styles.use} ${isSelected ? styles.inUse : ''}`}
                      onClick={() => onUse(protocol)}
                    >
                      {isSelected ? (
                        <>
                          <SvgIcon icon={Check} size={14} strokeWidth={3} /> In use
                          <span className="visually-hidden">({protocol.name})</span>
                        </>
                      ) : (
                        <>
                          Use<span className="visually-hidden"> {protocol.name}</span>
                        </>
                      )}
                    </button>
                  </td>
                </tr>
              )
            })}
          </tbody>
        </table>
      </div>
      <p className={styles.source}>
        Figures as of <time dateTime={PROTOCOLS_AS_OF}>{formatAsOfDate(PROTOCOLS_AS_OF)}</time>.{' '}
        {PROTOCOLS_SOURCE}
      </p>
    </section>
  )
}
