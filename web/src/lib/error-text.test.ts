import { describe, expect, it } from 'vitest';
import { ApiError } from './api-request';
import { describeError } from './error-text';
import { addErrorTexts } from './i18n/error-catalogue';
import de from './i18n/respondent/de';

describe('the text of a failure', () => {
  it("is the server's message in a language the server writes (en, th, es)", () => {
    const error = new ApiError(400, 'INVALID_EMAIL_ADDRESS', 'Dirección de correo no válida.');
    expect(describeError(error, 'es')).toBe('Dirección de correo no válida.');
  });

  it("is the browser's own text in a respondent language beyond those, never the server's English", () => {
    addErrorTexts('de', de.errors);
    // The candidate app asks the server in its interface locale, so the server's message is English.
    const invalid = new ApiError(400, 'INVALID_EMAIL_ADDRESS', 'Invalid email address.');
    expect(describeError(invalid, 'de')).toBe(de.errors.INVALID_EMAIL_ADDRESS);
    const refused = new ApiError(400, 'VALIDATION_FAILED', 'Please check the highlighted fields.');
    expect(describeError(refused, 'de')).toBe(de.errors.VALIDATION_FAILED);
    // No network: the client's own code, with no message.
    expect(describeError(new ApiError(0, 'NETWORK_ERROR', ''), 'de')).toBe(de.errors.NETWORK_ERROR);
    // A code unknown to the catalogue reads as the generic failure, in German too.
    expect(describeError(new ApiError(502, 'SOMETHING_NEW', 'Bad gateway'), 'de')).toBe(de.errors.INTERNAL);
  });
});
