import type { z } from 'zod'

import { cmsUrl } from '@/env'

/** Cache tags the CMS's revalidation webhook can expire. */
export type CmsCacheTag = 'articles' | 'authors' | 'site-settings'

export class CmsError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message)
    this.name = 'CmsError'
  }
}

/** GETs a path of the CMS contract and parses the body with a shared zod schema. */
export async function fetchCms<T extends z.ZodType>(
  path: string,
  schema: T,
  options: { tags: CmsCacheTag[]; revalidateSeconds?: number },
): Promise<z.infer<T>> {
  const response = await fetch(new URL(path, cmsUrl()), {
    headers: { accept: 'application/json' },
    next: { tags: options.tags, revalidate: options.revalidateSeconds ?? 60 },
  })
  if (!response.ok) {
    const body = await response.text()
    throw new CmsError(response.status, `${response.status}: ${body || response.statusText}`)
  }
  return schema.parse(await response.json())
}
