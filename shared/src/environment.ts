import { z } from 'zod'

/**
 * Building blocks of the apps' environment schemas (cms/src/environment.ts,
 * frontend/src/siteEnvironment.ts): each variable checked at start, an empty value counting as
 * unset (a compose file's `KEY: ${KEY:-}` sets an empty one).
 */
const unsetIfEmpty = (value: unknown) => (value === '' ? undefined : value)

export const optionalSetting = z.preprocess(unsetIfEmpty, z.string().optional())

export const textSetting = (fallback: string) =>
  z.preprocess(unsetIfEmpty, z.string().default(fallback))

const httpUrl = () => z.url({ protocol: /^https?$/, error: 'must be an http(s) URL' })

export const optionalUrlSetting = z.preprocess(unsetIfEmpty, httpUrl().optional())

export const urlSetting = (fallback: string) =>
  z.preprocess(unsetIfEmpty, httpUrl().default(fallback))

/** A whole number of at least `min`: `abc` or `1.5` is refused rather than read as NaN. */
export const countSetting = (fallback: number, min = 0) =>
  z.preprocess(
    unsetIfEmpty,
    z.coerce
      .number({ error: 'must be a whole number' })
      .int('must be a whole number')
      .min(min, `must be at least ${min}`)
      .default(fallback),
  )

export const choiceSetting = <const T extends readonly [string, ...string[]]>(
  choices: T,
  fallback: T[number],
) =>
  z.preprocess(
    unsetIfEmpty,
    z.enum(choices, { error: `must be one of ${choices.join(', ')}` }).default(fallback),
  )

/** Serving in production: `next build` runs with NODE_ENV=production too, but serves nothing. */
export const isServingInProduction = (variables: Record<string, string | undefined>) =>
  variables.NODE_ENV === 'production' && variables.NEXT_PHASE !== 'phase-production-build'

/** Whether `address` (an http(s) URL) names this machine. */
export const isLoopbackOrigin = (address: string | undefined) =>
  address !== undefined &&
  /^(localhost|127\.\d+\.\d+\.\d+|\[::1\])$/.test(new URL(address).hostname)

/** Variables `schema` accepts, or an error naming every one that is malformed. */
export function checkedVariables<T extends z.ZodType>(
  schema: T,
  variables: Record<string, string | undefined>,
): z.infer<T> {
  const parsed = schema.safeParse(variables)
  if (parsed.success) return parsed.data
  throw environmentError(
    parsed.error.issues.map((issue) => `${issue.path.join('.')} ${issue.message}`),
  )
}

/** The error that stops a start, naming every problem found. */
export const environmentError = (problems: string[]) =>
  new Error(`The environment is not valid:\n${problems.map((p) => `- ${p}`).join('\n')}`)

/** Production's required settings that are missing, each named. */
export const missingInProduction = (
  variables: Record<string, unknown>,
  names: readonly string[],
): string[] =>
  names.filter((name) => !variables[name]).map((name) => `${name} must be set in production`)
