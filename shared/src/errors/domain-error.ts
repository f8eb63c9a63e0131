import { ERRORS, type ErrorCode } from './catalogue';
import { interpolate, type Locale } from '../i18n/locale';

/** A refusal the user should read: carries a catalogue code and the values its text needs. */
export class DomainError extends Error {
  constructor(
    readonly code: ErrorCode,
    readonly params: Record<string, string | number> = {},
    readonly details?: unknown,
  ) {
    super(interpolate(ERRORS[code].text.en, params));
    this.name = 'DomainError';
  }
}

export function errorStatus(code: ErrorCode): number {
  return ERRORS[code].status;
}

export function errorMessage(
  code: ErrorCode,
  locale: Locale = 'en',
  params: Record<string, string | number> = {},
): string {
  return interpolate(ERRORS[code].text[locale], params);
}

export function isErrorCode(value: unknown): value is ErrorCode {
  return typeof value === 'string' && Object.prototype.hasOwnProperty.call(ERRORS, value);
}
