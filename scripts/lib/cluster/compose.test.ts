import { execFile } from 'node:child_process'
import { chmod, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { promisify } from 'node:util'
import { describe, expect, it } from 'vitest'
import { parse } from 'yaml'

import { CMS_DIR, PAYLOAD_CLI, ROOT } from '../paths'
import { VARNISHD } from '../varnish'
import { clusterVcl, VARNISH_DIR } from './varnishConfig'

/**
 * docker-compose.yml cannot run here (no Docker); these checks keep it the same shape as
 * `npm run start:cluster`, and its edge's VCL the same as the one the script renders.
 */

interface Service {
  image?: string
  ports?: string[]
  environment?: Record<string, string>
  entrypoint?: string[]
  command?: string[]
  networks?: { default?: { ipv4_address?: string } }
}

const compose = parse(await readFile(path.join(ROOT, 'docker-compose.yml'), 'utf8'), {
  merge: true,
}) as {
  services: Record<string, Service>
  networks?: { default?: { ipam?: { config?: Array<{ ip_range?: string }> } } }
}
const execFileAsync = promisify(execFile)
const services = compose.services
const service = (name: string): Service => {
  const found = services[name]
  if (!found) throw new Error(`docker-compose.yml has no service ${name}`)
  return found
}
const INSTANCES = ['site-1', 'site-2', 'cms-1', 'cms-2']

describe('docker-compose.yml', () => {
  it('publishes only the edge', () => {
    const published = Object.entries(services)
      .filter(([, definition]) => definition.ports)
      .map(([name]) => name)
    expect(published).toEqual(['edge'])
  })

  it('runs two site and two CMS instances, a worker, Redis and an S3 store', () => {
    for (const name of [...INSTANCES, 'worker', 'redis', 's3', 's3-init'])
      expect(services).toHaveProperty(name)
  })

  it("runs its worker with Payload's CLI as the scripts run it", () => {
    const fromCms = (arg: string) => (path.isAbsolute(arg) ? path.relative(CMS_DIR, arg) : arg)
    expect(service('worker').command).toEqual(['node', ...PAYLOAD_CLI.map(fromCms), 'worker'])
  })

  it('pins every image to a release, and builds the apps on Node 24 as an unprivileged user', async () => {
    for (const [name, definition] of Object.entries(services))
      if (definition.image) expect(definition.image, name).toMatch(/:\d+\.\d+(\.\d+)?(-[a-z]+)?$/)
    const dockerfile = await readFile(path.join(ROOT, 'Dockerfile'), 'utf8')
    expect(dockerfile).toMatch(/^ARG NODE_IMAGE=node:24\.\d+\.\d+-bookworm-slim$/m)
    expect(dockerfile).toMatch(/^USER node$/m)
    expect(dockerfile).toMatch(/npm prune --omit=dev/)
  })

  it('has the CMS believe forwarded addresses from the edge alone', () => {
    const edgeAddress = service('edge').networks?.default?.ipv4_address
    for (const name of ['cms-1', 'cms-2', 'worker'])
      expect(service(name).environment?.TRUSTED_PROXIES).toBe(edgeAddress)
  })

  it('gives every instance the shared Redis, and the sites their names', () => {
    for (const name of INSTANCES)
      expect(service(name).environment?.REDIS_URL).toBe('redis://redis:6379')
    expect(service('site-1').environment?.SITE_INSTANCE).toBe('site-1')
    expect(service('site-2').environment?.SITE_INSTANCE).toBe('site-2')
  })

  it("renders the edge's VCL as npm run start:cluster does, purgeable from the CMS containers", async () => {
    const script = service('edge').entrypoint?.at(-1) ?? ''
    // Compose turns $$ into $; the rendering is everything before varnishd starts.
    const render = script.replaceAll('$$', '$').split('&& exec varnishd')[0] ?? ''
    const dir = await mkdtemp(path.join(tmpdir(), 'compose-vcl-'))
    try {
      await chmod(dir, 0o755)
      const output = path.join(dir, 'vcl')
      await execFileAsync('sh', [
        '-c',
        render.replaceAll('/etc/varnish/blockwise', VARNISH_DIR).replace('/tmp/vcl', output),
      ])
      const expected = await clusterVcl({
        sites: [
          { host: 'site-1', port: 3000 },
          { host: 'site-2', port: 3000 },
        ],
        cmses: [
          { host: 'cms-1', port: 3001 },
          { host: 'cms-2', port: 3001 },
        ],
      })
      expect(await readFile(path.join(output, 'cluster.vcl'), 'utf8')).toBe(expected)
      const fragment = await readFile(path.join(output, 'surrogate-keys.vcl'), 'utf8')
      const cmsRange = compose.networks?.default?.ipam?.config?.[0]?.ip_range ?? ''
      const [address, bits] = cmsRange.split('/')
      expect(fragment).toMatch(new RegExp(`acl purgers \\{\\n  "${address}"/${bits};`))
      // The rendered fragment compiles (the instances' names resolve only inside compose).
      const loopback = { host: '127.0.0.1', port: 3000 }
      const compiled = path.join(output, 'loopback.vcl')
      await writeFile(
        compiled,
        await clusterVcl({ sites: [loopback, loopback], cmses: [loopback, loopback] }),
      )
      await execFileAsync(VARNISHD, [
        '-C',
        '-n',
        path.join(dir, 'work'),
        '-f',
        compiled,
        '-p',
        `vcl_path=${output}`,
      ])
    } finally {
      await rm(dir, { recursive: true, force: true })
    }
  })
})
