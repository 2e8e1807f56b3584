import type { ZodOpenApiOperationObject, ZodOpenApiPathsObject } from 'zod-openapi'

const METHODS = ['get', 'post', 'put', 'patch', 'delete'] as const

/** `paths` with each operation passed through `change` (not HEAD: headOperations.ts derives it). */
export function eachOperation(
  paths: ZodOpenApiPathsObject,
  change: (operation: ZodOpenApiOperationObject) => ZodOpenApiOperationObject,
): ZodOpenApiPathsObject {
  return Object.fromEntries(
    Object.entries(paths).map(([path, item]) => [
      path,
      Object.fromEntries(
        Object.entries(item).map(([key, value]) =>
          (METHODS as readonly string[]).includes(key)
            ? [key, change(value as ZodOpenApiOperationObject)]
            : [key, value],
        ),
      ),
    ]),
  )
}
