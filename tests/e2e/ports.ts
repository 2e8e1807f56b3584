/** Fixed ports for the e2e stacks: the config is evaluated in every worker, so they cannot be random. */
const base = Number(process.env.E2E_PORT_BASE ?? 3100)

export const e2ePorts = {
  /** The seeded stack most tests use. */
  site: base,
  cms: base + 1,
  database: base + 51_239,
  /** A stack on an empty database, for the empty states. */
  emptySite: base + 2,
  emptyCms: base + 3,
  emptyDatabase: base + 51_240,
  /** The fake CoinGecko behind both stacks' market proxy. */
  coinGecko: base + 10,
}

export const emptySiteUrl = `http://localhost:${e2ePorts.emptySite}`
