/**
 * Fixed ports for the e2e stacks: the config is evaluated in every worker, so they cannot be random.
 * All below Linux's ephemeral range (32768–60999): an outgoing connection of the other stack,
 * starting alongside, can then never hold a port a server is about to listen on.
 */
const base = Number(process.env.E2E_PORT_BASE ?? 3100)

export const e2ePorts = {
  /** The seeded stack most tests use. */
  site: base,
  cms: base + 1,
  database: base + 2_239,
  /** A stack on an empty database, for the empty states. */
  emptySite: base + 2,
  emptyCms: base + 3,
  emptyDatabase: base + 2_240,
  /** The fake CoinGecko behind both stacks' market proxy. */
  coinGecko: base + 10,
}

export const emptySiteUrl = `http://localhost:${e2ePorts.emptySite}`
