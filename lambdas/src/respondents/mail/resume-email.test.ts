import { describe, expect, it } from 'vitest';
import { resumeEmail } from './resume-email';

describe('resume e-mail', () => {
  it('carries the personal link in every locale and escapes the assessment name in HTML', () => {
    for (const locale of ['en', 'th', 'es'] as const) {
      const mail = resumeEmail('a@b.co', '<Engineer>', 'https://app.example/assessment-test/abc-def-ghi/TOKEN', locale);
      expect(mail.text).toContain('https://app.example/assessment-test/abc-def-ghi/TOKEN');
      expect(mail.html).toContain('&#60;Engineer&#62;');
      expect(mail.html).not.toContain('<Engineer>');
    }
  });
});
