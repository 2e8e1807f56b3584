import path from 'node:path'

import { ROOT } from './paths'

/** Where `npm start`, `npm run dev` and the CLI commands keep their data (DATA_DIR, else .data). */
export function localDataDir(): string {
  return process.env.DATA_DIR ? path.resolve(process.env.DATA_DIR) : path.join(ROOT, '.data')
}

/** The port of the local embedded PostgreSQL. */
export function embeddedPostgresPort(): number {
  return Number(process.env.EMBEDDED_POSTGRES_PORT ?? 54329)
}
