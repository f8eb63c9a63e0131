import { describe, expect, it } from 'vitest';
import { JOB_ROLE_OPTIONS, LEVEL_OPTIONS, optionLabel, ORGANIZATION_TYPE_OPTIONS, type OptionItem } from './options';

const lists: [string, readonly OptionItem[]][] = [
  ['job roles', JOB_ROLE_OPTIONS],
  ['levels', LEVEL_OPTIONS],
  ['organization types', ORGANIZATION_TYPE_OPTIONS],
];

describe('option lists (spec part 1 §3: about 88 job roles, 28 levels, about 62 organization types)', () => {
  it('has 88 job roles, 28 levels and 62 organization types', () => {
    expect(JOB_ROLE_OPTIONS).toHaveLength(88);
    expect(LEVEL_OPTIONS).toHaveLength(28);
    expect(ORGANIZATION_TYPE_OPTIONS).toHaveLength(62);
  });

  it.each(lists)('%s: ids are unique snake_case and every label exists in en, th and es', (_name, options) => {
    expect(new Set(options.map((o) => o.id)).size).toBe(options.length);
    for (const option of options) {
      expect(option.id).toMatch(/^[a-z][a-z0-9_]*$/);
      for (const locale of ['en', 'th', 'es'] as const)
        expect(option.label[locale].trim(), `${option.id} ${locale}`).toBeTruthy();
    }
    expect(new Set(options.map((o) => o.label.en)).size).toBe(options.length);
  });

  it('shows the label in the chosen locale and the raw value when it is unknown', () => {
    expect(optionLabel(LEVEL_OPTIONS, 'senior', 'th')).toBe('ระดับอาวุโส');
    expect(optionLabel(ORGANIZATION_TYPE_OPTIONS, 'startup', 'es')).toBe('Startup');
    expect(optionLabel(JOB_ROLE_OPTIONS, 'Chief Happiness Officer', 'en')).toBe('Chief Happiness Officer');
  });
});
