import { z } from 'zod'

import {
  checkedVariables,
  choiceSetting,
  countSetting,
  environmentError,
  isServingInProduction,
  missingInProduction,
  optionalSetting,
  optionalUrlSetting,
} from '@blockwise/shared/environment'

/** Every variable the site's server reads (see .env.example), each checked at start. */
const variablesSchema = z.object({
  CMS_URL: optionalUrlSetting,
  CMS_PUBLIC_URL: optionalUrlSetting,
  SITE_URL: optionalUrlSetting,
  REVALIDATE_SECRET: optionalSetting,
  PREVIEW_SECRET: optionalSetting,
  HOST: optionalSetting,
  PORT: countSetting(3000, 1),
  REDIS_URL: optionalSetting,
  SITE_BEHIND_PROXY: choiceSetting(['true', 'false'], 'false'),
  SITE_INSTANCE: optionalSetting,
  SITE_MICRO_CACHE: choiceSetting(['on', 'off'], 'on'),
})

/**
 * The site server's configuration read from `variables`, or an error naming every variable that
 * is malformed, or missing in production: there an unset origin would trust localhost's, and an
 * unset REVALIDATE_SECRET would leave every change unannounced until its cache expired.
 */
export function siteEnvironment(variables: Record<string, string | undefined>) {
  const checked = checkedVariables(variablesSchema, variables)
  if (isServingInProduction(variables)) {
    const missing = missingInProduction(checked, ['CMS_URL', 'SITE_URL', 'REVALIDATE_SECRET'])
    if (missing.length) throw environmentError(missing)
  }
  return {
    host: checked.HOST ?? '127.0.0.1',
    port: checked.PORT,
    redisUrl: checked.REDIS_URL,
    /** A proxy (the edge) in front sets X-Forwarded-For to the reader's address. */
    behindProxy: checked.SITE_BEHIND_PROXY === 'true',
    /** Which of several instances behind one entry answered (npm run start:cluster names them). */
    instance: checked.SITE_INSTANCE,
    /** An edge that keeps pages leaves the micro-cache next to nothing to answer (decision 0029). */
    microCache: checked.SITE_MICRO_CACHE === 'on',
  }
}
