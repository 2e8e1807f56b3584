/** Fixed ports for the e2e stack: the config is evaluated in every worker, so they cannot be random. */
export const e2ePorts = {
  site: Number(process.env.E2E_SITE_PORT ?? 3100),
  cms: Number(process.env.E2E_CMS_PORT ?? 3101),
  database: Number(process.env.E2E_POSTGRES_PORT ?? 54339),
}
