import { startCluster, type ClusterOptions } from '../../scripts/lib/cluster/cluster'
import { freePort } from '../../scripts/lib/processes'
import { startStack, type StackOptions } from '../../scripts/lib/stack'

type Extra = Partial<
  Pick<
    StackOptions,
    'cmsEnv' | 'siteEnv' | 'cpuProfileDir' | 'sitePort' | 'cmsPort' | 'databasePort'
  >
>

/** The single stack (on free ports unless `extra` names them) on a throw-away database seeded with the demo content. */
export async function startSeededStack(dataDir: string, extra: Extra = {}) {
  return startStack({
    dataDir,
    sitePort: await freePort(),
    cmsPort: await freePort(),
    databasePort: await freePort(),
    seedDemoContent: true,
    embeddedDatabase: true,
    quiet: true,
    ...extra,
  })
}

/** `startCluster` on free loopback ports and a throw-away database seeded with the demo content. */
export async function startSeededCluster(
  dataDir: string,
  extra: Pick<ClusterOptions, 'cmsEnv' | 'siteEnv'> = {},
) {
  return startCluster({
    dataDir,
    host: '127.0.0.1',
    entryPort: await freePort(),
    cmsOriginPort: await freePort(),
    databasePort: await freePort(),
    seedDemoContent: true,
    embeddedDatabase: true,
    quiet: true,
    ...extra,
  })
}
