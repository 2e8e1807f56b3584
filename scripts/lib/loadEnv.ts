import { existsSync } from 'node:fs'
import path from 'node:path'

import { ROOT } from './paths'

// Local overrides for `npm start`, `npm run dev` and `npm run seed` (see .env.example).
const envFile = path.join(ROOT, '.env')
if (existsSync(envFile)) process.loadEnvFile(envFile)
