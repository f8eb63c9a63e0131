/**
 * The face of lambdas/src/teams: all that other contexts may import from it (docs/boundaries.md).
 * Generated from what they import; keep it to that.
 */
export { brandingOf, type TeamBranding } from './branding';
export { domainTeam, loadTeam, mutateTeam } from './repo';
export { announceWebhookEvent, wantedWebhookEvents } from './webhooks/webhooks';
export { announceGreenhouseResult } from './greenhouse/greenhouse';
