import { seedPrompts } from '../shared/ai/prompt-store';
import { logger } from '../shared/logger';

/**
 * Runs after each deploy whose code changed (a CDK trigger): writes the prompt pack's prompts that are missing or
 * older than the pack, so prompts are data in the table (spec part 2 §3) without a manual step.
 */
export async function handler(): Promise<{ written: string[]; kept: string[] }> {
  const outcome = await seedPrompts(new Date());
  logger.info('prompts seeded', { ...outcome });
  return outcome;
}
