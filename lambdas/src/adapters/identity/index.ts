import type { CognitoIdentityProviderClient } from '@aws-sdk/client-cognito-identity-provider';

let client: CognitoIdentityProviderClient | undefined;

/**
 * The sign-in identity removed from the Cognito user pool (AdminDeleteUser; docs/privacy.md "Deleting an account").
 * `username` is the token's `cognito:username` (a federated user's `Google_…`), or the sub of an e-mail user.
 * Already gone counts as done, so a retried deletion finishes. Locally COGNITO_ENDPOINT points at the emulator.
 */
export async function deleteSignInIdentity(username: string): Promise<void> {
  // Imported on first use, not when the function starts (docs/cold-start.md).
  const { AdminDeleteUserCommand, CognitoIdentityProviderClient } =
    await import('@aws-sdk/client-cognito-identity-provider');
  const endpoint = process.env.COGNITO_ENDPOINT;
  client ??= new CognitoIdentityProviderClient(endpoint ? { endpoint } : {});
  try {
    await client.send(new AdminDeleteUserCommand({ UserPoolId: process.env.USER_POOL_ID, Username: username }));
  } catch (err) {
    if ((err as Error).name !== 'UserNotFoundException') throw err;
  }
}
