import path from 'node:path'
import { fileURLToPath } from 'node:url'

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..')
export const CMS_DIR = path.join(ROOT, 'cms')
export const FRONTEND_DIR = path.join(ROOT, 'frontend')
export const NEXT_BIN = path.join(ROOT, 'node_modules', 'next', 'dist', 'bin', 'next')
export const PAYLOAD_BIN = path.join(ROOT, 'node_modules', 'payload', 'bin.js')
