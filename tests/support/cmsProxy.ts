import { access, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'

import { ROOT } from '../../scripts/lib/paths'
import { awaitReady, freePort, startService, stopService } from '../../scripts/lib/processes'

const NGINX = process.env.NGINX_PATH ?? '/usr/sbin/nginx'
const TEMPLATE = path.join(ROOT, 'deploy/nginx/cms.conf.template')

export interface CmsProxy {
  url: string
  stop: () => Promise<void>
}

/**
 * The nginx proxy in front of a single CMS on this machine: Debian's nginx (`apt-get install
 * nginx-light`) runs the committed template (deploy/nginx/cms.conf.template), filled in as nginx's
 * image does, in front of the CMS at `cmsPort`. It
 * connects to the CMS from `bindAddress`, so the CMS can tell it from the test's own connections.
 */
export async function startCmsProxy(cmsPort: number, bindAddress: string): Promise<CmsProxy> {
  await access(NGINX).catch(() => {
    throw new Error(`no nginx at ${NGINX}: apt-get install nginx-light (or set NGINX_PATH)`)
  })
  const port = await freePort()
  const dir = await mkdtemp(path.join(tmpdir(), 'blockwise-cms-proxy-'))
  const site = (await readFile(TEMPLATE, 'utf8'))
    .replaceAll('${CMS_PROXY_PORT}', `127.0.0.1:${port}`)
    .replaceAll('${CMS_UPSTREAM}', `127.0.0.1:${cmsPort}`)
  await writeFile(path.join(dir, 'cms.conf'), site)
  await writeFile(
    path.join(dir, 'nginx.conf'),
    [
      'daemon off;',
      `pid ${dir}/nginx.pid;`,
      'error_log stderr;',
      'events {}',
      'http {',
      '  access_log off;',
      `  client_body_temp_path ${dir}/body;`,
      `  proxy_temp_path ${dir}/proxy;`,
      `  proxy_bind ${bindAddress};`,
      `  include ${dir}/cms.conf;`,
      '}',
    ].join('\n'),
  )
  const nginx = startService('cms-proxy', NGINX, ['-p', dir, '-c', `${dir}/nginx.conf`], {
    cwd: dir,
    env: process.env,
    quiet: !process.env.DEBUG_CMS,
  })
  const url = `http://127.0.0.1:${port}`
  await awaitReady(`${url}/health`, nginx)
  return {
    url,
    stop: async () => {
      await stopService(nginx)
      await rm(dir, { recursive: true, force: true })
    },
  }
}
