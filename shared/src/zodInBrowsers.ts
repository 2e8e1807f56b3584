import { z } from 'zod'

/**
 * Imported first by every module that builds zod schemas. The site's and the admin's CSPs forbid
 * eval, and zod probes for it with `new Function` when it builds its first object schema: every
 * page then reported a CSP violation. In browsers zod validates without compiling; servers keep
 * the compiled parsers. (package.json lists this module's side effect.)
 */
if (typeof window !== 'undefined') z.config({ jitless: true })
