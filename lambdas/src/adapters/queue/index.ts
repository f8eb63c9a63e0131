export { changeVisibility, sqsQueue } from './sqs';
export type { MessageQueue, QueueMessage } from './types';
