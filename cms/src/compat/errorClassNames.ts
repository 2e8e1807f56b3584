/**
 * Compat: the `name` of Payload's error classes, from which Payload names an error
 * (`this.constructor.name` in APIError).
 *
 * Why: below.
 *
 * Supported API looked for: Payload has no option for its errors' names, and the CMS's build
 * offers no way to keep class names when it minifies (turning minification off costs every chunk).
 *
 * If it moves: should Payload name its errors otherwise, this is harmless and can go; should the
 * classes' names become fixed, restoring throws at start. errorClassNames.canary.test.ts checks
 * how Payload names an error.
 */
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
