import { spawn } from 'node:child_process'

import { ROOT } from '../../scripts/lib/paths'

/**
 * `npm start` on a built tree and an existing data folder, timed to the first 200 on `/`
 * (embedded PostgreSQL, CMS boot with migrations check, site); then `afterStart` on the site as it
 * is when fresh (the load a deploy meets), and stopped with Ctrl-C.
 */
export async function freshStart<T>(
  dataDir: string,
  ports: { site: number; cms: number; database: number },
  afterStart: (siteUrl: string, startSeconds: number) => Promise<T>,
): Promise<T> {
  const started = performance.now()
  const siteUrl = `http://localhost:${ports.site}`
  const child = spawn(process.execPath, ['--import', 'tsx', 'scripts/start.ts'], {
    cwd: ROOT,
    env: {
      ...process.env,
      DATA_DIR: dataDir,
      SITE_PORT: String(ports.site),
      CMS_PORT: String(ports.cms),
      EMBEDDED_POSTGRES_PORT: String(ports.database),
    },
    stdio: 'ignore',
  })
  try {
    for (;;) {
      const ok = await fetch(`${siteUrl}/`)
        .then((response) => response.status === 200)
        .catch(() => false)
      if (ok) return await afterStart(siteUrl, (performance.now() - started) / 1000)
      if (child.exitCode !== null) throw new Error(`npm start exited with ${child.exitCode}`)
      if (performance.now() - started > 120_000)
        throw new Error('npm start did not answer in 120 s')
      await new Promise((resolve) => setTimeout(resolve, 100))
    }
  } finally {
    child.kill('SIGINT')
    await new Promise((resolve) => child.once('exit', resolve))
  }
}
