import { BaseSequencer, type TestSpecification } from 'vitest/node'

/** The cluster's file that kills its instances and finally stops it, as Ctrl-C does. */
const STOPS_THE_CLUSTER = 'tests/cluster/topology.test.ts'

/**
 * Vitest's order (a run's failed files first, then its longest, from the results it cached; file
 * order on a fresh clone), except that the cluster file that stops the cluster runs after every
 * other file of its suite, which need the cluster whole: with the cache of an earlier run it could
 * otherwise run first and leave them a cluster with instances killed.
 */
export class ClusterLastSequencer extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files)
    const stopsTheCluster = (file: TestSpecification) => file.moduleId.endsWith(STOPS_THE_CLUSTER)
    return [...sorted.filter((file) => !stopsTheCluster(file)), ...sorted.filter(stopsTheCluster)]
  }
}
