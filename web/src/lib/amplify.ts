import { Amplify } from 'aws-amplify';
import type { AppConfig } from './config';

/** Cognito user pool only: the PIN flow is CUSTOM_AUTH; the local emulator is reached through userPoolEndpoint. */
export function configureAmplify(config: AppConfig): void {
  Amplify.configure({
    Auth: {
      Cognito: {
        userPoolId: config.userPoolId,
        userPoolClientId: config.userPoolClientId,
        ...(config.userPoolEndpoint ? { userPoolEndpoint: config.userPoolEndpoint } : {}),
        loginWith: { email: true },
      },
    },
  });
}
