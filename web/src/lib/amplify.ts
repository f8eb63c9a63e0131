import { Amplify } from 'aws-amplify';
import { fetchAuthSession } from 'aws-amplify/auth';
import { getConfig, isConfigLoaded, type AppConfig } from './config';

/**
 * Which app client this browser's session belongs to. Google and Microsoft sign-in use the hosted UI's own
 * client (the PIN client may not write the provider's mapped attributes); Amplify keeps tokens per client
 * and refreshes them with the client that issued them, so it is configured with the session's client.
 */
const CLIENT_KEY = 'culturefit.authClient';

function clientIdOf(config: AppConfig): string {
  const federated = localStorage.getItem(CLIENT_KEY) === 'federation';
  return federated && config.oauthClientId ? config.oauthClientId : config.userPoolClientId;
}

/** Cognito user pool only: the PIN flow is CUSTOM_AUTH; the local emulator is reached through userPoolEndpoint. */
export function configureAmplify(config: AppConfig): void {
  Amplify.configure({
    Auth: {
      Cognito: {
        userPoolId: config.userPoolId,
        userPoolClientId: clientIdOf(config),
        ...(config.userPoolEndpoint ? { userPoolEndpoint: config.userPoolEndpoint } : {}),
        loginWith: { email: true },
      },
    },
  });
}

/** Switch Amplify to the federation client (after a provider sign-in) or back to the PIN client. */
export function setSessionClient(kind: 'pin' | 'federation'): void {
  if (kind === 'federation') localStorage.setItem(CLIENT_KEY, 'federation');
  else localStorage.removeItem(CLIENT_KEY);
  configureAmplify(getConfig());
}

export function sessionClientId(): string {
  return clientIdOf(getConfig());
}

/** The signed-in user's id token, refreshed by Amplify when it has expired. */
export async function currentIdToken(): Promise<string | undefined> {
  return (await fetchAuthSession()).tokens?.idToken?.toString();
}

// Amplify is loaded only by what signs in or calls a signed-in route (respondent pages never do), always after
// the app's configuration: it configures itself when first loaded.
if (isConfigLoaded()) configureAmplify(getConfig());
