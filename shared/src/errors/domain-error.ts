import { ERROR_STATUS, type ErrorCode } from './catalogue';

/**
 * A refusal the user should read: carries a catalogue code and the values its text needs. Its `message` is the code;
 * the text in the reader's language is looked up when the error is answered (`errorMessage` in ./texts).
 */
export class DomainError extends Error {
  constructor(
    readonly code: ErrorCode,
    readonly params: Record<string, string | number> = {},
    readonly details?: unknown,
  ) {
    super(code);
    this.name = 'DomainError';
  }
}

export function errorStatus(code: ErrorCode): number {
  return ERROR_STATUS[code];
}

export function isErrorCode(value: unknown): value is ErrorCode {
  return typeof value === 'string' && Object.prototype.hasOwnProperty.call(ERROR_STATUS, value);
}
