import type { Block } from 'payload'

/**
 * The tool blocks as Markdown tags (what the seed's lessons are written in), e.g.
 * `<YieldCalculator amount="1000" apy="5" frequency="daily" />`, `<Watchlist coins="bitcoin,
 * ethereum" />`, `<PortfolioSimulator cash="10000" buys="BTC:2500, ETH:1500" />`. What a tag
 * holds is checked as the block's fields are, on save.
 */
type Jsx = NonNullable<Block['jsx']>
type Props = Record<string, unknown>

const numberOf = (value: unknown) =>
  typeof value === 'string' && value.trim() !== '' ? Number(value) : value

/** "BTC:2500, ETH:1500" as buys, and back. */
const buysOf = (value: unknown) =>
  typeof value === 'string'
    ? value
        .split(',')
        .filter((buy) => buy.trim() !== '')
        .map((buy) => {
          const [symbol, usd] = buy.split(':')
          return { symbol: symbol?.trim().toUpperCase(), usd: numberOf(usd) }
        })
    : value
const buysText = (buys: unknown) =>
  Array.isArray(buys)
    ? buys.map((buy: { symbol?: string; usd?: number }) => `${buy.symbol}:${buy.usd}`).join(', ')
    : ''

const stringProps = (props: Props) =>
  Object.fromEntries(
    Object.entries(props)
      .filter(([, value]) => value !== null && value !== undefined && value !== '')
      .map(([key, value]) => [key, String(value)]),
  )

export const YIELD_CALCULATOR_JSX: Jsx = {
  import: ({ props }: { props: Props }) => ({
    amount: numberOf(props.amount),
    protocol: props.protocol,
    apy: numberOf(props.apy),
    frequency: props.frequency,
  }),
  export: ({ fields }: { fields: Props }) => ({
    props: stringProps({
      amount: fields.amount,
      protocol: fields.protocol,
      apy: fields.apy,
      frequency: fields.frequency,
    }),
  }),
}

export const WATCHLIST_JSX: Jsx = {
  import: ({ props }: { props: Props }) => ({ coins: props.coins }),
  export: ({ fields }: { fields: Props }) => ({ props: stringProps({ coins: fields.coins }) }),
}

export const PORTFOLIO_SIMULATOR_JSX: Jsx = {
  import: ({ props }: { props: Props }) => ({
    cash: numberOf(props.cash),
    buys: buysOf(props.buys),
  }),
  export: ({ fields }: { fields: Props }) => ({
    props: stringProps({ cash: fields.cash, buys: buysText(fields.buys) }),
  }),
}
