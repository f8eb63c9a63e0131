import { describe, expect, it } from 'vitest';
import { AI_BUDGETS, GUEST_GENERATOR_RUNS } from '@shared/constants/ai';
import { aiBudgets } from './ai-budget';

/** Which daily budgets one AI run counts against (docs/abuse.md "AI"). */
describe('aiBudgets', () => {
  const ip = '203.0.113.7';
  it.each([
    [
      'a paying customer: person, address, customers’ pool',
      'setup',
      'ann@acme.com',
      true,
      [
        ['ai-setup#acct#ann@acme,com', AI_BUDGETS.setup.perAccount],
        [`ai-setup#ip#${ip}`, AI_BUDGETS.setup.perAddress],
        ['ai-setup#all#customers', AI_BUDGETS.setup.deployment.customers],
      ],
    ],
    [
      'a never-paid account: the fresh pool',
      'analysis',
      'bob@acme.com',
      false,
      [
        ['ai-analysis#acct#bob@acme,com', AI_BUDGETS.analysis.perAccount],
        [`ai-analysis#ip#${ip}`, AI_BUDGETS.analysis.perAddress],
        ['ai-analysis#all#fresh', AI_BUDGETS.analysis.deployment.fresh],
      ],
    ],
    [
      'two spellings of one Gmail inbox are one person',
      'analysis',
      'J.Ohn@googlemail.com',
      false,
      [
        ['ai-analysis#acct#john@gmail,com', AI_BUDGETS.analysis.perAccount],
        [`ai-analysis#ip#${ip}`, AI_BUDGETS.analysis.perAddress],
        ['ai-analysis#all#fresh', AI_BUDGETS.analysis.deployment.fresh],
      ],
    ],
    [
      'a guest’s generator runs: a few of its own and the guests’ shared budget',
      'generator',
      'guest-1a@guest.invalid',
      false,
      [
        ['ai-generator#acct#guest-1a@guest,invalid', GUEST_GENERATOR_RUNS.perGuest],
        [`ai-generator#ip#${ip}`, AI_BUDGETS.generator.perAddress],
        ['ai-generator#all#guests', GUEST_GENERATOR_RUNS.allGuests],
        ['ai-generator#all#fresh', AI_BUDGETS.generator.deployment.fresh],
      ],
    ],
  ] as const)('%s', (_who, use, email, paid, expected) => {
    expect(aiBudgets(use, { email, sourceIp: ip }, paid).map((b) => [b.scope, b.cap])).toEqual(expected);
  });
});
