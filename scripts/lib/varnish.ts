import { chmod, mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'

import { ROOT } from './paths'
import { freePort, startService, stopService, type Service } from './processes'

/** Debian's `varnishd` (`apt-get install varnish`), run in the foreground as a child process. */
export const VARNISHD = '/usr/sbin/varnishd'
/** The fragment a full VCL includes to honour surrogate keys (see its header for the calls). */
export const SURROGATE_KEYS_VCL = path.join(ROOT, 'deploy', 'varnish', 'surrogate-keys.vcl')

export interface Varnish {
  url: string
  service: Service
  stop: () => Promise<void>
}

/**
 * A throw-away Varnish on loopback serving `vclPath` (a full VCL: its backends, and any
 * `include` of SURROGATE_KEYS_VCL by absolute path), with its working directory in a temporary
 * folder and no admin port. Resolves once it answers HTTP. Started as root, varnishd compiles the
 * VCL as the `varnish` user: the file and its folders must be readable by everyone.
 */
export async function startVarnish(options: {
  vclPath: string
  port?: number
  name?: string
  quiet?: boolean
  /** Memory for cached objects. */
  storage?: string
}): Promise<Varnish> {
  const port = options.port ?? (await freePort())
  const workDir = await mkdtemp(path.join(tmpdir(), 'blockwise-varnish-'))
  // Run as root, varnishd's worker drops to the `varnish` user, which must reach its files here.
  await chmod(workDir, 0o755)
  const service = startService(
    options.name ?? 'varnish',
    VARNISHD,
    [
      '-F',
      '-n',
      path.join(workDir, 'instance'),
      '-a',
      `127.0.0.1:${port}`,
      '-f',
      path.resolve(options.vclPath),
      '-T',
      'none',
      '-s',
      `malloc,${options.storage ?? '64m'}`,
    ],
    { cwd: workDir, env: process.env, quiet: options.quiet ?? true },
  )
  let output = ''
  const keep = (chunk: Buffer) => {
    output = (output + chunk.toString()).slice(-2000)
  }
  service.child.stdout?.on('data', keep)
  service.child.stderr?.on('data', keep)
  const stop = async () => {
    await stopService(service)
    await rm(workDir, { recursive: true, force: true })
  }
  const url = `http://127.0.0.1:${port}`
  try {
    await waitForAnswer(url, service)
  } catch (error) {
    await stop()
    throw new Error(`${String(error)}\n${output}`)
  }
  return { url, service, stop }
}

/** Any HTTP answer will do: a backend that is not up yet makes Varnish answer 503. */
async function waitForAnswer(url: string, service: Service, timeoutMs = 30_000): Promise<void> {
  const deadline = Date.now() + timeoutMs
  while (Date.now() < deadline) {
    if (service.child.exitCode !== null)
      throw new Error(`varnishd exited with code ${service.child.exitCode}`)
    const answered = await fetch(url, { method: 'HEAD' }).then(
      () => true,
      () => false,
    )
    if (answered) return
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
  throw new Error(`varnishd on ${url} did not answer within ${timeoutMs / 1000}s`)
}
