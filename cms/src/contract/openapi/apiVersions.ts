import { z } from 'zod'
import type {
  ZodOpenApiOperationObject,
  ZodOpenApiPathsObject,
  ZodOpenApiResponseObject,
} from 'zod-openapi'

import {
  API_VERSION_HEADER,
  API_VERSION_NAMES,
  API_VERSIONS,
  CURRENT_API_VERSION,
  type ApiVersionInfo,
} from '@blockwise/shared/apiVersion'

import { API_CHANGES } from '../apiVersion/changes'
import { eachOperation } from './eachOperation'
import { failure } from './responses'

const versionName = z.enum(API_VERSION_NAMES)

/** The request header, one component every operation refers to. */
const REQUESTED_VERSION = versionName.optional().meta({
  param: {
    id: 'ApiVersion',
    in: 'header',
    name: API_VERSION_HEADER,
    description: `The API version the caller was written for (YYYY-MM-DD). Without it: the integration key's pinned version, else the current one, ${CURRENT_API_VERSION}. A version that is not served is 400.`,
  },
})

/** The answer headers, one component each: every answer names its version. */
const VERSION_HEADERS = z.object({
  [API_VERSION_HEADER.toLowerCase()]: versionName.meta({
    header: {
      id: 'ApiVersionAnswered',
      required: true,
      description: 'The API version this answer is in',
    },
  }),
  deprecation: z
    .string()
    .optional()
    .meta({
      header: {
        id: 'Deprecation',
        description:
          'RFC 9745: on answers in a deprecated version, `@` and the Unix time it was deprecated',
      },
    }),
  sunset: z
    .string()
    .optional()
    .meta({
      header: {
        id: 'Sunset',
        description:
          'RFC 8594: on answers in a deprecated version, the HTTP date it stops being served',
      },
    }),
})

const NOT_SERVED = `a ${API_VERSION_HEADER} that is not a served version (the message lists them)`

type Answer = ZodOpenApiResponseObject | { $ref: string }

/** A response with the version headers beside its own. */
export function withVersionHeaders(response: ZodOpenApiResponseObject): ZodOpenApiResponseObject {
  const { headers } = response
  if (headers !== undefined && !(headers instanceof z.ZodObject)) return response
  return { ...response, headers: headers?.extend(VERSION_HEADERS.shape) ?? VERSION_HEADERS }
}

function versioned(operation: ZodOpenApiOperationObject): ZodOpenApiOperationObject {
  const responses = operation.responses as Record<string, Answer | undefined>
  const badRequest = responses['400']
  return {
    ...operation,
    parameters: [...(operation.parameters ?? []), REQUESTED_VERSION],
    responses: Object.fromEntries(
      Object.entries({
        ...responses,
        '400':
          badRequest && !('$ref' in badRequest)
            ? { ...badRequest, description: `${badRequest.description}; or ${NOT_SERVED}` }
            : (badRequest ?? failure(`Refused: ${NOT_SERVED}`)),
      }).map(([status, response]) => [
        status,
        response && !('$ref' in response) ? withVersionHeaders(response) : response,
      ]),
    ),
  }
}

/**
 * Every operation takes the `Blockwise-Version` header and every answer names its version
 * (contract/apiVersion/): one parameter component and one header component, referred to from each.
 */
export const withApiVersions = (paths: ZodOpenApiPathsObject): ZodOpenApiPathsObject =>
  eachOperation(paths, versioned)

const describeVersion = ({ version, deprecated, sunset }: ApiVersionInfo) =>
  deprecated
    ? `- **${version}**: deprecated since ${deprecated}, served until ${sunset ?? 'further notice'}.`
    : `- **${version}**: the current version, described by this document.`

/** The document's account of the versions and what changed between them. */
export const VERSIONS_DESCRIPTION = `## Versions

Send \`${API_VERSION_HEADER}: ${CURRENT_API_VERSION}\` with every call; every answer names the \
version it is in. Without the header a call made with an integration key is answered in the \
version the key is pinned to, any other in the current one. Answers in a deprecated version carry \
\`Deprecation\`, \`Sunset\` and a \`Link\` here (rel="deprecation"). A version is served at least \
twelve months after its successor ships.

${API_VERSIONS.map(describeVersion).join('\n')}

Breaking changes, by the version that made them:

${Object.values(API_CHANGES)
  .map(({ version, summary }) => `- ${version}: ${summary}`)
  .join('\n')}`
