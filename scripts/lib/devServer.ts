import { NEXT_BIN } from './paths'

/**
 * `next dev`'s arguments for one app of `npm run dev`: on loopback unless HOST says otherwise,
 * like `npm start`'s servers. Next's dev server otherwise listens on every interface, so anyone on
 * the network reached a CMS with the README's demo passwords.
 */
export const nextDevArgs = (port: number, host = process.env.HOST || '127.0.0.1'): string[] => [
  NEXT_BIN,
  'dev',
  '--port',
  String(port),
  '--hostname',
  host,
]
