/** One message for a queue: `id` names it within one send (the caller's key), `body` is its text. */
export interface QueueMessage {
  id: string;
  body: string;
}

/** The queue port: SQS on AWS, the in-process queue on the local stack (infra/local/queue.ts). */
export interface MessageQueue {
  /** Sends the messages (ten at a time on SQS); returns the ids of those the queue did not take. */
  sendBatch(messages: QueueMessage[]): Promise<{ failed: string[] }>;
}
