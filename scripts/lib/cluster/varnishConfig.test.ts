import { execFile } from 'node:child_process'
import { chmod, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { promisify } from 'node:util'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'

import {
  FEDERATION_ONLY_PATHS,
  NEGOTIATED_PAGE,
  wantsActivityJson,
} from '@blockwise/shared/federation/addresses'

import { VARNISHD } from '../varnish'
import { CLUSTER_VCL, renderClusterVcl, VARNISH_DIR, type ClusterBackends } from './varnishConfig'

const execFileAsync = promisify(execFile)

const BACKENDS: ClusterBackends = {
  sites: [
    { host: '127.0.0.1', port: 4101 },
    { host: '127.0.0.1', port: 4102 },
  ],
  cmses: [
    { host: '127.0.0.1', port: 4201 },
    { host: '127.0.0.1', port: 4202 },
  ],
}

describe('the cluster VCL', () => {
  let dir: string
  beforeEach(async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'cluster-vcl-'))
    // varnishd reads the VCL as its own unprivileged user.
    await chmod(dir, 0o755)
  })
  afterEach(() => rm(dir, { recursive: true, force: true }))

  /** varnishd -C: compiles the VCL (includes looked up in deploy/varnish) and prints the C, or fails. */
  async function compiles(vcl: string): Promise<void> {
    const file = path.join(dir, 'cluster.vcl')
    await writeFile(file, vcl)
    await execFileAsync(VARNISHD, [
      '-C',
      '-n',
      path.join(dir, 'work'),
      '-f',
      file,
      '-p',
      `vcl_path=${VARNISH_DIR}`,
    ])
  }

  it('names every backend with its host and port, and leaves no placeholder', async () => {
    const vcl = renderClusterVcl(await readFile(CLUSTER_VCL, 'utf8'), BACKENDS)
    expect(vcl).toContain('backend site_2 { .host = "127.0.0.1"; .port = "4102";')
    expect(vcl).toContain('backend cms_1 { .host = "127.0.0.1"; .port = "4201";')
    expect(vcl).not.toMatch(/\{\{[A-Z0-9_]+\}\}/)
  })

  it('compiles with the surrogate-keys fragment, calling its three subroutines', async () => {
    const vcl = renderClusterVcl(await readFile(CLUSTER_VCL, 'utf8'), BACKENDS)
    for (const sub of ['recv', 'backend_response', 'deliver'])
      expect(vcl).toContain(`call surrogate_keys_${sub};`)
    await compiles(vcl)
  })

  it("passes the social web's requests, told apart as the site tells them apart", async () => {
    const vcl = await readFile(CLUSTER_VCL, 'utf8')
    expect(vcl).toContain(`req.url ~ "${FEDERATION_ONLY_PATHS.source}"`)
    expect(vcl).toContain(`~ "(?i)${NEGOTIATED_PAGE.source}"`)
    const accept = /req\.http\.Accept ~ "\(\?i\)([^"]+)"/.exec(vcl)?.[1]
    expect(accept).toBeDefined()
    const edgeWantsActivityJson = new RegExp(accept ?? '$^', 'i')
    for (const header of [
      'application/activity+json',
      'text/html;q=0.9, Application/Activity+JSON',
      'application/ld+json; profile="https://www.w3.org/ns/activitystreams"',
      'application/ld+json, text/html; profile=activitystreams',
      'application/ld+json',
      'text/html,application/xhtml+xml,*/*;q=0.8',
      'application/json',
    ]) {
      expect(edgeWantsActivityJson.test(header), header).toBe(wantsActivityJson(header))
    }
  })

  it('refuses a template placeholder it has no value for', () => {
    expect(() => renderClusterVcl('backend x { .host = "{{SITE_3_HOST}}"; }', BACKENDS)).toThrow(
      'No value for {{SITE_3_HOST}}',
    )
  })
})
