/**
 * docs/product.md (Scheduling): Schedule Publish picks any minute and says which zone
 * the time is in. Both are Payload's own settings; the last test checks its drawer still reads them.
 */
import { describe, expect, it } from 'vitest'

import { articleVersions, SCHEDULE_TIME_STEP_MINUTES } from '../collections/Articles/versions'
import { importInstalled, readInstalled } from '../compat/installedPackages'

import { adminTimezones, SCHEDULE_DEFAULT_TIMEZONE } from './adminConfig'

const DRAWER = 'dist/elements/PublishButton/ScheduleDrawer/index.js'

describe("Schedule Publish's date and time", () => {
  it('steps by one minute', () => {
    const drafts =
      articleVersions && typeof articleVersions === 'object' ? articleVersions.drafts : {}
    const schedule = typeof drafts === 'object' ? drafts.schedulePublish : undefined
    expect(SCHEDULE_TIME_STEP_MINUTES).toBe(1)
    expect(schedule).toEqual(expect.objectContaining({ timeIntervals: 1 }))
  })

  it('preselects a zone it offers, UTC, and still offers the others', async () => {
    const { defaultTimezones } = await importInstalled<{
      defaultTimezones: Array<{ label: string; value: string }>
    }>('payload', 'dist/fields/baseFields/timezone/defaultTimezones.js')
    const offered = adminTimezones.supportedTimezones({ defaultTimezones })
    expect(adminTimezones.defaultTimezone).toBe(SCHEDULE_DEFAULT_TIMEZONE)
    expect(offered[0]).toEqual({ label: '(UTC+00:00) UTC', value: 'UTC' })
    expect(offered.filter((zone) => zone.value === 'UTC')).toHaveLength(1)
    expect(offered).toEqual(expect.arrayContaining(defaultTimezones))
  })

  it("are what Payload's drawer reads: its time steps and its preselected zone", async () => {
    const drawer = await readInstalled('@payloadcms/ui', DRAWER)
    const broken = (what: string) => `${DRAWER} no longer ${what}`
    expect(drawer, broken('takes timeIntervals from schedulePublish')).toContain(
      'timeIntervals: schedulePublishConfig?.timeIntervals',
    )
    expect(drawer, broken('starts at the default zone')).toContain(
      'React.useState(defaultTimezone)',
    )
    expect(drawer, broken('shows the zone picker when zones are offered')).toMatch(
      /supportedTimezones\.length > 0 && \/\*#__PURE__\*\/_jsx\(TimezonePicker/,
    )
  })
})
