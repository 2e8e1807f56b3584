import { rm } from 'node:fs/promises'
import { afterAll, describe, expect, it } from 'vitest'

import { startEmbeddedDatabase, type Database } from '../../scripts/lib/database'
import { freePort, stopService, type Service } from '../../scripts/lib/processes'
import { startCms } from '../../scripts/lib/stack'
import { makeTempDataDir } from '../support/tempDataDir'

let dataDir = ''
let database: Database | undefined
let cms: Service | undefined

async function boot(ports: { database: number; cms: number }) {
  database = await startEmbeddedDatabase({ dataDir, port: ports.database })
  cms = await startCms({
    databaseUrl: database.url,
    dataDir,
    cmsPort: ports.cms,
    siteUrl: 'http://localhost:3000',
    seedDemoContent: false,
    quiet: true,
  })
  return `http://localhost:${ports.cms}`
}

async function shutDown() {
  if (cms) await stopService(cms)
  await database?.stop()
  cms = undefined
  database = undefined
}

afterAll(async () => {
  await shutDown()
  if (dataDir) await rm(dataDir, { recursive: true, force: true })
})

describe('a fresh installation', () => {
  it('makes the first account an admin and keeps content across a restart', async () => {
    dataDir = await makeTempDataDir('restart')
    const ports = { database: await freePort(), cms: await freePort() }
    let cmsUrl = await boot(ports)

    const register = await fetch(`${cmsUrl}/cms-api/users/first-register`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        email: 'first@test.blockwise',
        password: 'first-password-1',
        role: 'editor',
      }),
    })
    expect(register.status).toBe(200)
    const { user, token } = (await register.json()) as { user: { role: string }; token: string }
    expect(user.role).toBe('admin')

    const created = await fetch(`${cmsUrl}/cms-api/tags`, {
      method: 'POST',
      headers: { authorization: `JWT ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ name: 'Survives Restarts' }),
    })
    expect(created.status).toBe(201)

    await shutDown()
    cmsUrl = await boot(ports)

    const response = await fetch(`${cmsUrl}/cms-api/tags?where[slug][equals]=survives-restarts`)
    const { docs } = (await response.json()) as { docs: Array<{ name: string }> }
    expect(docs.map((tag) => tag.name)).toEqual(['Survives Restarts'])
  }, 180_000)
})
