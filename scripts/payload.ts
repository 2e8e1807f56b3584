/** `npm run payload -- <command>`: the Payload CLI against the local database, e.g. migrate:create. */
import './lib/loadEnv'

import { runPayloadCli } from './lib/localCli'

await runPayloadCli(process.argv.slice(2))
