import type { MoverView } from '../common/mover-view';

/**
 * Big Five: each mover is a domain, named as the pack names it. Neuroticism is shown as Emotional stability, so its
 * percentiles (and so its gap) are read the other way round. Explained only against the company's target profile.
 */
export const big5MoverView: MoverView = {
  namedByContent: true,
  shown: (m) =>
    m.id === 'N'
      ? {
          ...m,
          company: m.company === null ? null : 100 - m.company,
          candidate: m.candidate === null ? null : 100 - m.candidate,
          gap: m.gap === null ? null : -m.gap,
        }
      : m,
  explains: (summary) => (summary as { target_domains?: unknown } | undefined)?.target_domains !== undefined,
};
