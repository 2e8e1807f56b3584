import { readFile } from 'node:fs/promises'
import path from 'node:path'

import { ROOT } from '../paths'

/** The edge's VCL template and the folder its `include`s are looked up in (varnishd's vcl_path). */
export const VARNISH_DIR = path.join(ROOT, 'deploy', 'varnish')
export const CLUSTER_VCL = path.join(VARNISH_DIR, 'cluster.vcl')

interface VarnishBackend {
  host: string
  port: number
}

/** The backends the template names: two site instances and two CMS instances. */
export interface ClusterBackends {
  sites: readonly [VarnishBackend, VarnishBackend]
  cmses: readonly [VarnishBackend, VarnishBackend]
}

/** The template with its {{…}} placeholders filled in. */
export function renderClusterVcl(template: string, backends: ClusterBackends): string {
  const values = new Map<string, string>()
  const name = (role: string, backend: VarnishBackend, index: number) => {
    values.set(`${role}_${index + 1}_HOST`, backend.host)
    values.set(`${role}_${index + 1}_PORT`, String(backend.port))
  }
  backends.sites.forEach((backend, index) => name('SITE', backend, index))
  backends.cmses.forEach((backend, index) => name('CMS', backend, index))
  return template.replace(/\{\{([A-Z0-9_]+)\}\}/g, (placeholder, key: string) => {
    const value = values.get(key)
    if (value === undefined) throw new Error(`No value for ${placeholder} in the cluster VCL`)
    return value
  })
}

/** The repository's template filled in for these backends. */
export async function clusterVcl(backends: ClusterBackends): Promise<string> {
  return renderClusterVcl(await readFile(CLUSTER_VCL, 'utf8'), backends)
}
