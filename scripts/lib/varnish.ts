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

export interface VarnishdOptions {
  name: string
  /** varnishd's `-a` values: `host:port`, or `name=host:port` for a VCL that routes on local.socket. */
  listeners: string[]
  vclFile: string
  /** Where the VCL's relative `include`s are looked up (varnishd's vcl_path); its default otherwise. */
  vclPath?: string
  /** Memory for cached objects, e.g. `64m`. */
  storage: string
  /** Its instance folder (shared memory log, compiled VCL). */
  workDir: string
  quiet?: boolean
}

/**
 * varnishd in the foreground as a child process, with no management port (it is stopped with a
 * signal) and a memory store.
 */
export function spawnVarnishd(options: VarnishdOptions): Service {
  return startService(
    options.name,
    VARNISHD,
    [
      '-F',
      '-n',
      options.workDir,
      ...options.listeners.flatMap((listener) => ['-a', listener]),
      '-f',
      path.resolve(options.vclFile),
      ...(options.vclPath ? ['-p', `vcl_path=${options.vclPath}`] : []),
      '-T',
      'none',
      '-s',
      `malloc,${options.storage}`,
    ],
    { cwd: path.dirname(options.workDir), env: process.env, quiet: options.quiet },
  )
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
  const service = spawnVarnishd({
    name: options.name ?? 'varnish',
    listeners: [`127.0.0.1:${port}`],
    vclFile: options.vclPath,
    storage: options.storage ?? '64m',
    workDir: path.join(workDir, 'instance'),
    quiet: options.quiet ?? true,
  })
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
