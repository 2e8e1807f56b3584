import {
  APIError,
  AuthenticationError,
  ErrorDeletingFile,
  FileRetrievalError,
  FileUploadError,
  Forbidden,
  Locked,
  LockedAuth,
  MissingFile,
  NotFound,
  QueryError,
  UnauthorizedError,
  UnverifiedEmail,
  ValidationError,
} from 'payload'

/** Payload's errors that reach API answers, by the names its documentation gives them. */
const ANSWERED_ERRORS = {
  APIError,
  AuthenticationError,
  ErrorDeletingFile,
  FileRetrievalError,
  FileUploadError,
  Forbidden,
  Locked,
  LockedAuth,
  MissingFile,
  NotFound,
  QueryError,
  UnauthorizedError,
  UnverifiedEmail,
  ValidationError,
}

/**
 * Payload names an error after its class (`this.constructor.name`), which the production build's
 * minifier shortens to a letter: GraphQL answers carry it as `errors[].extensions.name`, and
 * clients branch on it. Each class gets its own name back. Idempotent; run once per bundle copy.
 */
export function restoreErrorClassNames(): void {
  for (const [name, errorClass] of Object.entries(ANSWERED_ERRORS))
    Object.defineProperty(errorClass, 'name', { value: name, configurable: true })
}
