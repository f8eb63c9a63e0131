import type { TestProject } from 'vitest/node';
import { startTestStack } from '../support/local-stack';
import { SITE_API_PREFIX } from '../../shared/src/config/site-api';

/**
 * E2E journeys run in Chromium against the whole local stack, started once per run on free ports
 * with in-memory DynamoDB and a temporary data directory.
 */

declare module 'vitest' {
  export interface ProvidedContext {
    webUrl: string;
    apiUrl: string;
    cognitoUrl: string;
    mailboxUrl: string;
    mailboxDir: string;
    /** DynamoDB Local of the stack, for a journey that must move a stored time (a deadline) into the past. */
    dynamodbUrl: string;
  }
}

export default async function setup(project: TestProject) {
  const stack = await startTestStack();
  project.provide('webUrl', stack.urls.web);
  // The address the app calls: the API on the site's origin, passed on by the web server as CloudFront does.
  project.provide('apiUrl', `${stack.urls.web}${SITE_API_PREFIX}`);
  project.provide('cognitoUrl', stack.urls.cognito);
  project.provide('mailboxUrl', stack.urls.mailbox);
  project.provide('mailboxDir', stack.mailboxDir);
  project.provide('dynamodbUrl', stack.urls.dynamodb);
  return () => stack.stop();
}
