export { atExpression, eventBridgeSchedules, type EventBridgeSchedulesConfig } from './eventbridge';
export type { OneTimeSchedules } from './types';
