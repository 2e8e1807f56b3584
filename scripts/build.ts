/** `npm run build`: production builds of the CMS and the site, skipped when nothing changed. */
import { buildApps } from './lib/build'

await buildApps()
