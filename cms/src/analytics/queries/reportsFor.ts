import type { Queryable } from '@/contract/counters'

import { liveReports } from './liveReports'
import type { RangeWindow } from './rangeWindow'
import type { AnalyticsReports } from './reports'
import { rolledUpReports } from './rolledUpReports'

/** 'now' reads the raw events of the last 30 minutes; every other range reads the rollups only. */
export const reportsFor = (database: Queryable, window: RangeWindow): AnalyticsReports =>
  window.range === 'now' ? liveReports(database, window) : rolledUpReports(database, window)
