import type { CollectionConfig } from 'payload'

/** The collection with one more component (an import-map path) before its edit view's controls. */
export function withBeforeDocumentControl(
  collection: CollectionConfig,
  component: string,
): CollectionConfig {
  const components = collection.admin?.components
  return {
    ...collection,
    admin: {
      ...collection.admin,
      components: {
        ...components,
        edit: {
          ...components?.edit,
          beforeDocumentControls: [...(components?.edit?.beforeDocumentControls ?? []), component],
        },
      },
    },
  }
}
