import { emailKey } from '@shared/accounts/email';
import { defineHandler } from '../../http/handler-factory';
import { startRun } from '../analyzer/start-run';

/**
 * Start a core values analysis (spec part 1 §2: /core-values-analyzer is public; part 2 §9.3). A visitor's run has
 * no owner and counts against the address's daily cap; a signed-in user's run is theirs (listed in their runs)
 * and counts against their own cap and their address's. API Gateway's authorizer runs only on user routes, so the two are two routes.
 */
export const startAnalyzerRun = defineHandler(
  'startAnalyzerRun',
  async ({ body, sourceIp, now }) => startRun({ request: body, starter: { kind: 'visitor', sourceIp }, now }),
  { status: 202 },
);

export const startMyAnalyzerRun = defineHandler(
  'startMyAnalyzerRun',
  async ({ body, actor, now, sourceIp }) =>
    startRun({
      request: body,
      starter: { kind: 'user', owner: emailKey(actor.email), email: actor.email, sourceIp },
      now,
    }),
  { status: 202 },
);
