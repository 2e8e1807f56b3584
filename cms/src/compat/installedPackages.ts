/**
 * For the canaries: the files of an installed package that its `exports` do not offer (Payload's
 * and Next's internals), found by walking up from here to the node_modules that holds it.
 */
import { existsSync } from 'node:fs'
import { readFile } from 'node:fs/promises'
import path from 'node:path'
import { pathToFileURL } from 'node:url'

function installedPackageDir(name: string): string {
  for (let dir = import.meta.dirname; ; dir = path.dirname(dir)) {
    const candidate = path.join(dir, 'node_modules', name)
    if (existsSync(path.join(candidate, 'package.json'))) return candidate
    if (path.dirname(dir) === dir) throw new Error(`${name} is not installed`)
  }
}

export async function installedVersion(name: string): Promise<string> {
  const manifest = await readFile(path.join(installedPackageDir(name), 'package.json'), 'utf8')
  return (JSON.parse(manifest) as { version: string }).version
}

/** The text of one of the package's files (`file` relative to its folder). */
export function readInstalled(name: string, file: string): Promise<string> {
  return readFile(path.join(installedPackageDir(name), file), 'utf8')
}

/** One of the package's modules by its file, past the package's `exports`. */
export function importInstalled<Module>(name: string, file: string): Promise<Module> {
  return import(pathToFileURL(path.join(installedPackageDir(name), file)).href) as Promise<Module>
}
