/** `npm run seed`: adds whatever demo content is missing, then exits. Run through `payload run`. */
import config from '@payload-config'
import { getPayload } from 'payload'

import { seedDemoContent } from './seedDemoContent'

const payload = await getPayload({ config })
await seedDemoContent(payload)
payload.logger.info('Demo content is in place')
process.exit(0)
