import type { LearningPath } from '@blockwise/shared/learningPaths/schemas'

import { pathPagePath } from './pathPagePath'

/** schema.org Course for the path, and the ordered ItemList of its lessons. */
export function pathJsonLd(path: LearningPath, origin: string, siteName: string) {
  const url = `${origin}${pathPagePath(path.slug)}`
  return {
    '@context': 'https://schema.org',
    '@graph': [
      {
        '@type': 'Course',
        name: path.title,
        description: path.description ?? path.title,
        url,
        educationalLevel: path.level ?? undefined,
        isAccessibleForFree: true,
        provider: { '@type': 'Organization', name: siteName, url: origin },
      },
      {
        '@type': 'ItemList',
        name: `${path.title}: lessons`,
        url,
        itemListOrder: 'https://schema.org/ItemListOrderAscending',
        numberOfItems: path.lessons.length,
        itemListElement: path.lessons.map((lesson, index) => ({
          '@type': 'ListItem',
          position: index + 1,
          name: lesson.title,
          url: `${origin}/articles/${lesson.slug}`,
        })),
      },
    ],
  }
}
