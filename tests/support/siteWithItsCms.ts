import { inject } from 'vitest'

import { freePort, stopService, type Service } from '../../scripts/lib/processes'
import { startCms, startSite } from '../../scripts/lib/stack'

export interface SiteWithItsCms {
  cmsUrl: string
  siteUrl: string
  stop: () => Promise<void>
}

/**
 * A real, built site and a CMS on the integration database whose revalidation webhook reaches it:
 * what an editor's change does to the site's caches, end to end. The CMS leaves jobs to the
 * suite's own; `cmsEnv` adds to its environment.
 */
export async function startSiteWithItsCms(
  cmsEnv: Record<string, string> = {},
): Promise<SiteWithItsCms> {
  const [cmsPort, sitePort] = [await freePort(), await freePort()]
  const cmsUrl = `http://localhost:${cmsPort}`
  const siteUrl = `http://localhost:${sitePort}`
  const quiet = !process.env.DEBUG_CMS
  const dataDir = inject('dataDir')
  const cms: Service = await startCms({
    databaseUrl: inject('databaseUrl'),
    dataDir,
    cmsPort,
    siteUrl,
    seedDemoContent: false,
    quiet,
    env: { JOBS_RUNNER: 'worker', ...cmsEnv },
  })
  const site = await startSite({ sitePort, cmsUrl, dataDir, quiet }).catch(
    async (error: unknown) => {
      await stopService(cms)
      throw error
    },
  )
  return {
    cmsUrl,
    siteUrl,
    stop: async () => {
      await stopService(site)
      await stopService(cms)
    },
  }
}
