import { chmod, mkdtemp } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'

/**
 * A throw-away data folder. mkdtemp makes it private to root, but the embedded PostgreSQL runs as
 * the `postgres` user and must be able to reach its data directory inside.
 */
export async function makeTempDataDir(name: string): Promise<string> {
  const dir = await mkdtemp(path.join(tmpdir(), `blockwise-${name}-`))
  await chmod(dir, 0o755)
  return dir
}
