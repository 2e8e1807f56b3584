import path from 'node:path'
import { fileURLToPath } from 'node:url'

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..')
export const CMS_DIR = path.join(ROOT, 'cms')
export const FRONTEND_DIR = path.join(ROOT, 'frontend')
export const NEXT_BIN = path.join(ROOT, 'node_modules', 'next', 'dist', 'bin', 'next')
/** The CMS's production server (Next behind the readers' counter fast path), made by its build. */
export const CMS_SERVER = path.join(CMS_DIR, '.next', 'cms-server.mjs')
/** The site's production server (Next behind its micro-cache), made by the site's build. */
export const SITE_SERVER = path.join(FRONTEND_DIR, '.next', 'site-server.mjs')
/**
 * Node arguments that run Payload's CLI; append the command. Lexical's default Node entry points
 * load their real module with a top-level `await import()`, which under tsx's loader hooks
 * deadlocks now and then, and the CLI exits 0 having done nothing (payloadcms/payload#17757).
 * The `production` condition resolves Lexical straight to that module. tsx is registered for the
 * whole process and Payload told not to load it again (`--disable-transpile`): Payload's own way
 * sends every import through tsx's hooks on a separate thread, which made each start of a worker
 * or a migration cost about a third more CPU (8.3–9.5 against 6.4–7.1 CPU-seconds here).
 */
export const PAYLOAD_CLI = [
  '--conditions=production',
  '--import',
  'tsx',
  path.join(ROOT, 'node_modules', 'payload', 'bin.js'),
  '--disable-transpile',
]
