import { externalStore } from './externalStore'

// The latest count the reader has seen for each article, so every clap button for it agrees.
const counts = externalStore<ReadonlyMap<string, number>>(new Map())

/** The article's clap count: the latest this reader's clicks returned, else the rendered one. */
export function useClapCount(slug: string, rendered: number): number {
  return counts.useValue().get(slug) ?? rendered
}

export function recordClapCount(slug: string, claps: number): void {
  counts.set(new Map(counts.get()).set(slug, claps))
}
