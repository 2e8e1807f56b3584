/** `npm run seed`: applies pending migrations, then adds whatever demo content is missing. */
import './lib/loadEnv'

import { runPayloadCli } from './lib/localCli'

await runPayloadCli(['migrate', '--force-accept-warning'], ['run', 'src/seed/run.ts'])
