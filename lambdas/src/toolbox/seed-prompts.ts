import { seedPrompts } from '../shared/ai/prompt-store';

/**
 * Runs after each deploy whose code changed (a CDK trigger): writes the prompt pack's prompts that are missing or
 * older than the pack, so prompts are data in the table (spec part 2 §3) without a manual step.
 */
export async function handler(): Promise<{ written: string[]; kept: string[] }> {
  const outcome = await seedPrompts(new Date());
  console.log(JSON.stringify({ level: 'info', msg: 'prompts seeded', ...outcome }));
  return outcome;
}
