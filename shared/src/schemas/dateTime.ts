import '../zodInBrowsers'
import { z } from 'zod'

/**
 * An ISO 8601 date-time as the CMS answers it (e.g. `2026-01-02T03:04:05.678Z`). Parsed as a plain
 * string, so no stored value is refused; documented as `format: date-time` in the OpenAPI document.
 */
export const dateTimeString = () => z.string().meta({ format: 'date-time' })
