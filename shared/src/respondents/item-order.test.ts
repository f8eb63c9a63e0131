import { describe, expect, it } from 'vitest';
import { itemOrder, newOrderSeed, orderSectionContent } from './item-order';

const ids = Array.from({ length: 15 }, (_, i) => `ab_${i + 1}`);

describe('itemOrder', () => {
  it('is a permutation of the items', () => {
    const order = itemOrder('seed-a', ids);
    expect(order).toHaveLength(ids.length);
    expect([...order].sort()).toEqual([...ids].sort());
  });

  it('is the same for the same seed, whatever order the items come in', () => {
    expect(itemOrder('seed-a', ids)).toEqual(itemOrder('seed-a', [...ids].reverse()));
  });

  it('differs across seeds', () => {
    const orders = new Set(Array.from({ length: 20 }, (_, i) => itemOrder(`seed-${i}`, ids).join()));
    expect(orders.size).toBe(20);
    expect(itemOrder('seed-a', ids)).not.toEqual(ids);
  });

  it('orders a subset as the whole set orders it', () => {
    const whole = itemOrder('seed-b', ids);
    const subset = ids.filter((_, i) => i % 3 === 0);
    expect(itemOrder('seed-b', subset)).toEqual(whole.filter((id) => subset.includes(id)));
  });

  it('makes distinct seeds', () => {
    expect(newOrderSeed()).toMatch(/^[0-9a-f]{16}$/);
    expect(newOrderSeed()).not.toBe(newOrderSeed());
  });
});

describe('orderSectionContent', () => {
  const content = {
    groups: {
      parts: ids.slice(0, 4).map((id) => ({ id })),
      pattern_recognition: ids.map((id) => ({ id })),
    },
  };

  it('shuffles the randomised groups only', () => {
    const ordered = orderSectionContent('logic_test', content, 'seed-c');
    expect(ordered.groups.parts).toEqual(content.groups.parts);
    expect(ordered.groups.pattern_recognition.map((i) => i.id)).toEqual(itemOrder('seed-c', ids));
  });

  it('leaves the content as it is without a seed, or for a section kept in order', () => {
    expect(orderSectionContent('logic_test', content, null)).toBe(content);
    const culture = { groups: { dimensions: ids.map((id) => ({ id })) } };
    expect(orderSectionContent('oaic_archetypes', culture, 'seed-c').groups.dimensions).toEqual(
      culture.groups.dimensions,
    );
  });
});
