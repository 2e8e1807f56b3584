import { stat } from 'node:fs/promises'
import path from 'node:path'
import type { CollectionSlug, PayloadRequest, UploadConfig, Where } from 'payload'

type UploadHandler = NonNullable<UploadConfig['handlers']>[number]
type UploadHandlerArgs = Parameters<UploadHandler>[1]

const isMissing = (error: unknown) =>
  error instanceof Error && 'code' in error && (error.code === 'ENOENT' || error.code === 'ENOTDIR')

/**
 * A file asked for on the disk store that is not there answers 404. Payload answers it 500 and
 * logs the file's absolute path; this logs which media document lost its file (none: someone
 * asked for a name that never existed, which is not an error). Answers nothing for a file that is
 * there, or a name outside the folder (Payload refuses it).
 */
export function answerMissingFile(mediaDir: string, sizeNames: string[]): UploadHandler {
  const folder = path.resolve(mediaDir)
  const answer = async (req: PayloadRequest, { params }: UploadHandlerArgs) => {
    const filePath = path.resolve(folder, params.filename)
    if (!filePath.startsWith(folder + path.sep)) return
    try {
      await stat(filePath)
      return
    } catch (error) {
      if (!isMissing(error)) return
    }
    const named: Where[] = [
      { filename: { equals: params.filename } },
      ...sizeNames.map((size) => ({ [`sizes.${size}.filename`]: { equals: params.filename } })),
    ]
    const media = await req.payload.db.findOne({
      collection: params.collection as CollectionSlug,
      req,
      where: { or: named },
    })
    if (media)
      req.payload.logger.error(
        `The file ${params.filename} of ${params.collection} ${String(media.id)} is missing from the media store`,
      )
    return Response.json({ errors: [{ message: 'Not Found' }] }, { status: 404 })
  }
  // Payload runs the next handler (or its own) on any answer that is not a Response, as its docs
  // say; its type leaves that case out.
  return answer as UploadHandler
}
