import { describe, expect, it } from 'vitest';
import { MOVER_VIEWS } from './mover-views';

describe('how a result names and shows the answers that moved a match score', () => {
  it('shows a Big Five Neuroticism gap as Emotional stability: both percentiles and the gap read the other way', () => {
    const shown = MOVER_VIEWS.big5.shown?.({ id: 'N', company: 30, candidate: 80, gap: 50, impact: 12 });
    expect(shown).toEqual({ id: 'N', company: 70, candidate: 20, gap: -50, impact: 12 });
    const other = { id: 'O', company: 30, candidate: 80, gap: 50, impact: 12 };
    expect(MOVER_VIEWS.big5.shown?.(other)).toEqual(other);
  });

  it('explains a Big Five score only against the company target profile', () => {
    expect(MOVER_VIEWS.big5.explains?.({ domains: {} })).toBe(false);
    expect(MOVER_VIEWS.big5.explains?.({ domains: {}, target_domains: {} })).toBe(true);
  });

  it('names culture types and work styles in the reader’s language, pack items by the pack', () => {
    expect(MOVER_VIEWS.oaic_archetypes.label?.('collaborate', 'es')).toBe('Colaborar (Clan)');
    expect(MOVER_VIEWS.work_style_identifier.label?.('people', 'th')).toBe('คน');
    expect(MOVER_VIEWS.work_style_identifier.label?.('nope', 'en')).toBeUndefined();
    expect(MOVER_VIEWS.values_and_traits.namedByContent).toBe(true);
    expect(MOVER_VIEWS.logic_test).toBeNull();
  });
});
