import { mkdir, writeFile } from 'node:fs/promises'
import path from 'node:path'

import type { Service } from '../processes'
import { spawnVarnishd } from '../varnish'
import { clusterVcl, VARNISH_DIR, type ClusterBackends } from './varnishConfig'

/**
 * How long an instance that stopped answering may still be sent requests: the VCL's probes run a
 * second apart and two failures out of the last three mark it sick (deploy/varnish/cluster.vcl).
 */
export const SICK_AFTER_MS = 2_000

export interface VarnishOptions {
  /** Its working folder (shared memory log, compiled VCL) and the generated VCL. */
  dir: string
  host: string
  /** The readers' entry: the site, with /api and media from the CMS. */
  entryPort: number
  /** The CMS's origin: its admin and /cms-api, and where the site instances read the CMS. */
  cmsPort: number
  backends: ClusterBackends
  quiet?: boolean
}

/** The cluster's VCL for these backends, served by varnishd on two named listeners. */
export async function startVarnish(options: VarnishOptions): Promise<Service> {
  await mkdir(options.dir, { recursive: true })
  const vclFile = path.join(options.dir, 'cluster.vcl')
  await writeFile(vclFile, await clusterVcl(options.backends))
  // Two named listeners: the VCL routes on `local.socket`.
  return spawnVarnishd({
    name: 'varnish',
    listeners: [
      `entry=${options.host}:${options.entryPort}`,
      `cms=${options.host}:${options.cmsPort}`,
    ],
    vclFile,
    vclPath: VARNISH_DIR,
    storage: '128m',
    workDir: path.join(options.dir, 'work'),
    quiet: options.quiet,
  })
}
