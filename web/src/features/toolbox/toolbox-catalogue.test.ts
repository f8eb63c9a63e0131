import { describe, expect, it } from 'vitest';
import { GENERATOR_LIST, TOOLBOX_GROUPS } from '@shared/toolbox/generators';
import { TOOLBOX_PAGES } from '../../app/guards/route-guard';
import { en } from '../../lib/i18n/messages/en';

describe('the generator pages and their words', () => {
  it('every generator page is a toolbox page of the route guard (visitors go to /signup?tool=<page>)', () => {
    expect(GENERATOR_LIST.map((g) => g.page).filter((p) => !(TOOLBOX_PAGES as readonly string[]).includes(p))).toEqual(
      [],
    );
    // The analyzer is the eighth page, built apart from the generators.
    expect(TOOLBOX_PAGES.length).toBe(GENERATOR_LIST.length + 1);
  });

  it('every generator, group and field has its words in the English catalogue (th and es are checked against it)', () => {
    const keys = [
      ...TOOLBOX_GROUPS.map((g) => `toolbox.group.${g}`),
      ...GENERATOR_LIST.flatMap((g) => [`toolbox.${g.id}.name`, `toolbox.${g.id}.intro`]),
      ...GENERATOR_LIST.flatMap((g) =>
        g.fields.map((f) =>
          `toolbox.${g.id}.${f.name}` in en ? `toolbox.${g.id}.${f.name}` : `toolbox.field.${f.name}`,
        ),
      ),
    ];
    expect(keys.filter((k) => !(k in en))).toEqual([]);
  });
});
