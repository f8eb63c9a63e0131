import type { AnalyzerRun } from '@shared/routes';
import type { z } from 'zod';
import type { ZStartAnalyzerRun } from '@shared/routes/analyzer-schemas';
import { api } from '../../../../lib/api-client';

/**
 * Start a run (spec part 2 §9.3). A signed-in user starts it as themselves (it is listed in their runs); a visitor
 * through the public route. The body names the run, so sending it again (a retry) starts nothing new.
 */
export function startAnalyzerRun(body: z.input<typeof ZStartAnalyzerRun>, signedIn: boolean): Promise<AnalyzerRun> {
  return signedIn ? api('startMyAnalyzerRun', { body }) : api('startAnalyzerRun', { body });
}
