/**
 * `npm start` runs production builds, which refuse webhook receivers on internal addresses unless
 * WEBHOOK_ALLOWED_NETWORKS lists them: on a developer's machine it lists loopback, so a receiver
 * at http://localhost:<port> gets the deliveries, unless the variable is set (then it rules).
 */
export function localWebhookNetworks(variables: NodeJS.ProcessEnv): Record<string, string> {
  return { WEBHOOK_ALLOWED_NETWORKS: variables.WEBHOOK_ALLOWED_NETWORKS || 'loopback' }
}
