import { APIError } from 'payload'

/** Generation cannot run: an API key is missing (answered 503 with this message). */
export class GenerationNotConfigured extends Error {}

/** A generation for this article is already queued or running (answered 409). */
export class GenerationAlreadyRunning extends Error {
  constructor() {
    super('A generation is already running for this article')
  }
}

/**
 * What a generation still in flight needs cannot be deleted: its monitor record (the publish step
 * removes it) or its article. An APIError, so the admin and `/cms-api` answer 409 with this text too.
 */
export class GenerationStillRunning extends APIError {
  constructor(what: 'record' | 'article') {
    super(
      what === 'record'
        ? 'A generation is running for this article: delete the record once it has finished'
        : 'A generation is running for this article: delete it once the generation has finished',
      409,
      null,
      true,
    )
  }
}
