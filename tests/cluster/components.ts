import { inject } from 'vitest'

import { DEMO_ADMIN, DEMO_EDITOR } from '../../cms/src/seed/demoUsers'
import { authHeaders } from '../support/staff'

/** The processes of the cluster globalSetup.ts started, as its manifest lists them. */
const components = () => inject('components')

export function pidOf(name: string): number {
  const pid = components().find((component) => component.name === name)?.pid
  if (!pid) throw new Error(`No process for ${name} in the cluster's manifest`)
  return pid
}

export function urlOf(name: string): string {
  const url = components().find((component) => component.name === name)?.url
  if (!url) throw new Error(`No address for ${name} in the cluster's manifest`)
  return url
}

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

/** The demo editor's headers on `cmsUrl`, and an author of the demo content to write as. */
export async function demoNewsroom(cmsUrl: string) {
  const editor = await authHeaders(cmsUrl, DEMO_EDITOR)
  const authors = await fetch(`${cmsUrl}/cms-api/authors?limit=1&depth=0`, { headers: editor })
  const author = ((await authors.json()) as { docs: Array<{ id: string }> }).docs[0]
  if (!author) throw new Error('The demo content has no author')
  // Site settings are the admin's.
  const admin = await authHeaders(cmsUrl, DEMO_ADMIN)
  return { editor, admin, authorId: author.id }
}
