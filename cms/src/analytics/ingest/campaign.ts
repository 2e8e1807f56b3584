/** A page's utm_* parameters, each as stored (or null). */
export interface Campaign {
  utmSource: string | null
  utmMedium: string | null
  utmCampaign: string | null
}

const UTM_VALUE_MAX_LENGTH = 100
// eslint-disable-next-line no-control-regex -- control characters are exactly what is refused
const CONTROL_CHARACTERS = /[\u0000-\u001f\u007f-\u009f]/

/**
 * The utm_source, utm_medium and utm_campaign of a page's query string (`location.search`),
 * trimmed and lower case; a value that is empty, longer than 100 characters or holds a control
 * character is dropped. Nothing else of the query string is kept: it may carry anything.
 */
export function campaignOf(query: string | undefined): Campaign {
  const parameters = new URLSearchParams(query ?? '')
  return {
    utmSource: utmValue(parameters.get('utm_source')),
    utmMedium: utmValue(parameters.get('utm_medium')),
    utmCampaign: utmValue(parameters.get('utm_campaign')),
  }
}

function utmValue(raw: string | null): string | null {
  const value = raw?.trim().toLowerCase()
  if (!value || value.length > UTM_VALUE_MAX_LENGTH || CONTROL_CHARACTERS.test(value)) return null
  return value
}
