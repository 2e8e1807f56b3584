import { Validator } from '@seriousme/openapi-schema-validator'
import { Ajv2020, type ValidateFunction } from 'ajv/dist/2020.js'
import addFormatsModule from 'ajv-formats'

// ajv-formats is CommonJS: its default export arrives wrapped once more under ESM.
const addFormats =
  (addFormatsModule as unknown as { default?: typeof addFormatsModule }).default ?? addFormatsModule

interface Header {
  required?: boolean
  schema?: object
}
interface DocumentedResponse {
  headers?: Record<string, Header>
  content?: Record<string, { schema?: object }>
}
export interface Operation {
  operationId?: string
  responses: Record<string, DocumentedResponse>
}
interface Document {
  paths: Record<string, Record<string, Operation>>
  components: { responses: Record<string, DocumentedResponse> }
}

/** `GET /api/articles/{slug}`: an operation of the document by method and path template. */
export type Call = `${'GET' | 'HEAD' | 'POST' | 'DELETE'} /api/${string}`

/**
 * Checks live answers against an OpenAPI 3.1 document: the document itself against the 3.1
 * schema (@seriousme/openapi-schema-validator, which also resolves its $refs), then each answer's
 * status, headers and body against what the document says of it, with Ajv's JSON Schema 2020-12
 * (the dialect of OpenAPI 3.1), formats included.
 */
export async function openapiResponseValidator(raw: object) {
  const validator = new Validator()
  const verdict = await validator.validate(raw as Record<string, unknown>)
  if (!verdict.valid) throw new Error(`Invalid OpenAPI: ${JSON.stringify(verdict.errors)}`)
  const document = validator.resolveRefs() as unknown as Document
  const ajv = new Ajv2020({ strict: false, allErrors: true })
  addFormats(ajv)
  const compiled = new Map<object, ValidateFunction>()
  const validate = (schema: object, value: unknown): string[] => {
    let check = compiled.get(schema)
    if (!check) compiled.set(schema, (check = ajv.compile(schema)))
    return check(value) ? [] : (check.errors ?? []).map((e) => `${e.instancePath} ${e.message}`)
  }

  function operationOf(call: Call): Operation {
    const [method = '', template = ''] = call.split(' ')
    const operation = document.paths[template]?.[method.toLowerCase()]
    if (!operation) throw new Error(`${call} is not in the document`)
    return operation
  }

  /** What is wrong with `response` as an answer of `documented` (empty when nothing is). */
  async function problems(documented: DocumentedResponse, response: Response): Promise<string[]> {
    const found: string[] = []
    for (const [name, header] of Object.entries(documented.headers ?? {})) {
      const value = response.headers.get(name)
      if (value === null) {
        if (header.required) found.push(`missing header ${name}`)
      } else if (header.schema) {
        found.push(...validate(header.schema, value).map((problem) => `header ${name}${problem}`))
      }
    }
    const text = await response.text()
    const contentType = (response.headers.get('content-type') ?? '').split(';')[0]?.trim() ?? ''
    if (!documented.content) {
      if (text !== '') found.push(`a body where none is documented`)
      return found
    }
    if (text === '') return found
    const media = documented.content[contentType]
    if (!media) return [...found, `undocumented content type ${contentType}`]
    if (!media.schema || !contentType.includes('json')) return found
    const values =
      contentType === 'application/x-ndjson'
        ? text
            .trim()
            .split('\n')
            .map((line) => JSON.parse(line) as unknown)
        : [JSON.parse(text) as unknown]
    for (const value of values) found.push(...validate(media.schema, value))
    return found
  }

  return {
    operationIds: (): string[] =>
      Object.values(document.paths).flatMap((item) =>
        Object.values(item).flatMap((operation) =>
          operation.operationId ? [operation.operationId] : [],
        ),
      ),
    operationOf,
    /** Problems of an answer to `call`: an undocumented status, or what `problems` finds. */
    async check(call: Call, response: Response): Promise<string[]> {
      const documented = operationOf(call).responses[String(response.status)]
      if (!documented) return [`${call} does not document status ${response.status}`]
      return problems(documented, response)
    },
    /** Problems of an answer that any path may give (#/components/responses/…). */
    checkShared(name: string, response: Response): Promise<string[]> {
      const documented = document.components.responses[name]
      if (!documented) throw new Error(`No shared response ${name}`)
      return problems(documented, response)
    },
  }
}
