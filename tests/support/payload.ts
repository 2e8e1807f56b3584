import type { Payload } from 'payload'

let instance: Promise<Payload> | undefined

/** The Local API against the integration database (configured by tests/support/setupEnv.ts). */
export function testPayload(): Promise<Payload> {
  instance ??= (async () => {
    const [{ getPayload }, { default: config }] = await Promise.all([
      import('payload'),
      import('@payload-config'),
    ])
    return getPayload({ config })
  })()
  return instance
}
