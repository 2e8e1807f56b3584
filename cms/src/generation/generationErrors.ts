/** Generation cannot run: an API key is missing (answered 503 with this message). */
export class GenerationNotConfigured extends Error {}

/** A generation for this article is already queued or running (answered 409). */
export class GenerationAlreadyRunning extends Error {
  constructor() {
    super('A generation is already running for this article')
  }
}
