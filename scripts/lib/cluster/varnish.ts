import { mkdir, writeFile } from 'node:fs/promises'
import path from 'node:path'

import { startService, type Service } from '../processes'
import { clusterVcl, VARNISH_DIR, type ClusterBackends } from './varnishConfig'

/**
 * How long an instance that stopped answering may still be sent requests: the VCL's probes run a
 * second apart and two failures out of the last three mark it sick (deploy/varnish/cluster.vcl).
 */
export const SICK_AFTER_MS = 2_000

/** Debian's `varnish` package (`apt-get install varnish`). */
export const VARNISHD = '/usr/sbin/varnishd'

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

/**
 * varnishd in the foreground as a child process, with two named listeners (the VCL routes on
 * `local.socket`), no management port (it is stopped with a signal) and a small memory store.
 */
export async function startVarnish(options: VarnishOptions): Promise<Service> {
  await mkdir(options.dir, { recursive: true })
  const vclFile = path.join(options.dir, 'cluster.vcl')
  await writeFile(vclFile, await clusterVcl(options.backends))
  return startService(
    'varnish',
    VARNISHD,
    [
      '-F',
      '-n',
      path.join(options.dir, 'work'),
      '-a',
      `entry=${options.host}:${options.entryPort}`,
      '-a',
      `cms=${options.host}:${options.cmsPort}`,
      '-f',
      vclFile,
      '-p',
      `vcl_path=${VARNISH_DIR}`,
      '-T',
      'none',
      '-s',
      'malloc,128m',
    ],
    { cwd: options.dir, env: process.env, quiet: options.quiet },
  )
}
