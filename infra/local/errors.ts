/**
 * A problem with the developer's machine (busy port, missing Java) rather than a bug:
 * `npm start` prints only its message, on one line, without a stack trace.
 */
export class LocalSetupError extends Error {
  override readonly name = 'LocalSetupError';
}

export function isLocalSetupError(error: unknown): error is LocalSetupError {
  return error instanceof LocalSetupError;
}
