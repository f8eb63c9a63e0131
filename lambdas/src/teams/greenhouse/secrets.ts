type Env = Readonly<Record<string, string | undefined>>;

/**
 * Where a workspace's Greenhouse client secret is kept (docs/ats.md "The secret"): one Secrets Manager secret per
 * workspace, named `<GREENHOUSE_SECRET_PREFIX>/<team id>`; the table keeps only its name and last four characters.
 * On the local stack (STAGE=local) an in-process map stands in for Secrets Manager: nothing survives a restart.
 */
export interface SecretStore {
  put(name: string, value: string): Promise<void>;
  /** The secret's value, or null when there is none. */
  get(name: string): Promise<string | null>;
  remove(name: string): Promise<void>;
}

export function greenhouseSecretName(teamId: string, env: Env = process.env): string {
  return `${env.GREENHOUSE_SECRET_PREFIX ?? 'culturefit/greenhouse'}/${teamId}`;
}

const local = new Map<string, string>();
const localStore: SecretStore = {
  async put(name, value) {
    local.set(name, value);
  },
  async get(name) {
    return local.get(name) ?? null;
  },
  async remove(name) {
    local.delete(name);
  },
};

/** AWS Secrets Manager: CreateSecret, or PutSecretValue when it exists; DeleteSecret without the recovery window. */
function secretsManager(): SecretStore {
  const client = async () => {
    const sdk = await import('@aws-sdk/client-secrets-manager');
    return { sdk, client: new sdk.SecretsManagerClient({}) };
  };
  const named = (error: unknown, name: string) => (error as { name?: string } | null)?.name === name;
  return {
    async put(name, value) {
      const { sdk, client: sm } = await client();
      try {
        await sm.send(new sdk.CreateSecretCommand({ Name: name, SecretString: value }));
      } catch (error) {
        if (!named(error, 'ResourceExistsException')) throw error;
        await sm.send(new sdk.PutSecretValueCommand({ SecretId: name, SecretString: value }));
      }
    },
    async get(name) {
      const { sdk, client: sm } = await client();
      try {
        const out = await sm.send(new sdk.GetSecretValueCommand({ SecretId: name }));
        return out.SecretString ?? null;
      } catch (error) {
        if (named(error, 'ResourceNotFoundException')) return null;
        throw error;
      }
    },
    async remove(name) {
      const { sdk, client: sm } = await client();
      try {
        await sm.send(new sdk.DeleteSecretCommand({ SecretId: name, ForceDeleteWithoutRecovery: true }));
      } catch (error) {
        if (!named(error, 'ResourceNotFoundException')) throw error;
      }
    },
  };
}

export function secretStore(env: Env = process.env): SecretStore {
  return env.STAGE === 'local' ? localStore : secretsManager();
}
