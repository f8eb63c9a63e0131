/**
 * The key of the PIN hash (an HMAC, so a leaked table does not give away PINs by hashing a million values).
 * On AWS it is a generated Secrets Manager secret (PIN_HASH_KEY_SECRET_ARN, created by the stateful stack);
 * locally and in tests PIN_HASH_KEY holds it. With neither set, nothing is hashed: sign-in fails closed.
 */
let key: Promise<Buffer> | undefined;

export function pinHashKey(env: NodeJS.ProcessEnv = process.env): Promise<Buffer> {
  key ??= (async () => {
    if (env.PIN_HASH_KEY) return Buffer.from(env.PIN_HASH_KEY, 'utf8');
    if (!env.PIN_HASH_KEY_SECRET_ARN) throw new Error('PIN_HASH_KEY or PIN_HASH_KEY_SECRET_ARN must be set');
    const { GetSecretValueCommand, SecretsManagerClient } = await import('@aws-sdk/client-secrets-manager');
    const out = await new SecretsManagerClient({}).send(
      new GetSecretValueCommand({ SecretId: env.PIN_HASH_KEY_SECRET_ARN }),
    );
    if (!out.SecretString) throw new Error('the PIN hash key secret is empty');
    return Buffer.from(out.SecretString, 'utf8');
  })().catch((error: unknown) => {
    key = undefined;
    throw error;
  });
  return key;
}
