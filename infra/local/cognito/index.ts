import { randomUUID } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { CognitoError } from './errors';
import { UserPoolOperations } from './operations';
import { loadOrCreateSigner } from './tokens';
import type { CognitoTriggers } from './triggers';
import { UserStore } from './user-store';
import { createOAuthHandler } from './oauth';

export type { CognitoTriggers } from './triggers';
export { projectTriggers } from './triggers';
export { SIGNING_KEY_FILE } from './tokens';
export { USERS_FILE } from './user-store';

export interface CognitoEmulatorOptions {
  port: number;
  host?: string;
  /** Users, refresh tokens and the signing key live here across restarts. */
  dataDir: string;
  region: string;
  userPoolId: string;
  clientId: string;
  triggers: CognitoTriggers;
  /** As the app client's setting; default false (unknown users get UserNotFoundException). */
  preventUserExistenceErrors?: boolean;
  /** The web app's OAuth callback addresses (hosted-UI federation stand-in); none disables /oauth2. */
  callbackUrls?: string[];
  /** One line per failed request; default console.warn. */
  log?: (line: string) => void;
}

export interface CognitoEmulator {
  /** Give this to Amplify as `userPoolEndpoint`, or to the SDK client as `endpoint`. */
  url: string;
  /** `https://cognito-idp.{region}.amazonaws.com/{userPoolId}`: the `iss` of every token. */
  issuer: string;
  /** Where the public keys are served, for `createTokenVerifier({ jwksUri })`. */
  jwksUri: string;
  stop(): Promise<void>;
}

const TARGET_PREFIX = 'AWSCognitoIdentityProviderService.';
const MAX_BODY_BYTES = 1024 * 1024;
/** What Amplify v6 and the AWS SDK send; a preflight may ask for more, which is echoed back. */
const ALLOWED_HEADERS = [
  'content-type',
  'x-amz-target',
  'x-amz-user-agent',
  'x-amz-date',
  'x-amz-security-token',
  'x-amz-content-sha256',
  'amz-sdk-invocation-id',
  'amz-sdk-request',
  'authorization',
  'cache-control',
].join(', ');

function cors(req: IncomingMessage, res: ServerResponse): void {
  res.setHeader('Access-Control-Allow-Origin', req.headers.origin ?? '*');
  res.setHeader('Vary', 'Origin');
  res.setHeader('Access-Control-Allow-Methods', 'GET, POST, OPTIONS');
  res.setHeader('Access-Control-Allow-Headers', req.headers['access-control-request-headers'] ?? ALLOWED_HEADERS);
  res.setHeader('Access-Control-Expose-Headers', 'x-amzn-requestid, x-amzn-errortype, x-amzn-errormessage, date');
  res.setHeader('Access-Control-Max-Age', '86400');
}

function send(res: ServerResponse, status: number, body: unknown, extra: Record<string, string> = {}): void {
  const text = JSON.stringify(body);
  res.writeHead(status, { 'content-type': 'application/x-amz-json-1.1', 'x-amzn-requestid': randomUUID(), ...extra });
  res.end(text);
}

function sendError(res: ServerResponse, err: CognitoError): void {
  send(
    res,
    err.status,
    { __type: err.name, message: err.message },
    { 'x-amzn-errortype': err.name, 'x-amzn-errormessage': err.message },
  );
}

async function readBody(req: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req) {
    size += (chunk as Buffer).length;
    if (size > MAX_BODY_BYTES) throw new CognitoError('InvalidParameterException', 'Request body too large.');
    chunks.push(chunk as Buffer);
  }
  return Buffer.concat(chunks).toString('utf8');
}

/**
 * The local Cognito user pool (docs/architecture.md "The local stack"): the JSON protocol subset
 * aws-amplify v6 uses for e-mail PIN sign-in, calling the project's real triggers, the hosted UI's
 * OAuth code flow with a stand-in Google/Microsoft page (oauth.ts), and tokens signed RS256 with the
 * real issuer format so the production verifier is unchanged.
 */
export async function startCognitoEmulator(options: CognitoEmulatorOptions): Promise<CognitoEmulator> {
  const host = options.host ?? '127.0.0.1';
  const issuer = `https://cognito-idp.${options.region}.amazonaws.com/${options.userPoolId}`;
  const jwksPath = `/${options.userPoolId}/.well-known/jwks.json`;
  const log = options.log ?? ((line: string) => console.warn(line));
  const signer = await loadOrCreateSigner(options.dataDir);
  const users = new UserStore(options.dataDir);
  const ops = new UserPoolOperations(
    {
      region: options.region,
      userPoolId: options.userPoolId,
      clientId: options.clientId,
      issuer,
      preventUserExistenceErrors: options.preventUserExistenceErrors ?? false,
    },
    users,
    signer,
    options.triggers,
  );

  const oauth = createOAuthHandler({
    clientId: options.clientId,
    callbackUrls: options.callbackUrls ?? [],
    users,
    triggers: options.triggers,
    issueTokens: (user) => ops.issueTokens(user),
    base: (userName) => ops.base(userName),
  });

  const server = createServer((req, res) => {
    void (async () => {
      cors(req, res);
      if (req.method === 'OPTIONS') {
        res.writeHead(200, { 'content-length': '0' });
        res.end();
        return;
      }
      const requestUrl = new URL(req.url ?? '/', 'http://localhost');
      const pathname = requestUrl.pathname;
      try {
        if (await oauth(req, res, requestUrl)) return;
      } catch (err) {
        log(`[cognito] ${pathname}: ${err instanceof Error ? err.message : String(err)}`);
        if (!res.headersSent) res.writeHead(400).end();
        return;
      }
      if (req.method === 'GET' && pathname === '/favicon.ico') {
        res.writeHead(204).end();
        return;
      }
      if (req.method === 'GET' && pathname === jwksPath) {
        res.writeHead(200, { 'content-type': 'application/json', 'cache-control': 'max-age=300' });
        res.end(JSON.stringify(signer.jwks));
        return;
      }
      const target = String(req.headers['x-amz-target'] ?? '');
      let operation = '';
      try {
        if (req.method !== 'POST' || !target.startsWith(TARGET_PREFIX)) {
          throw new CognitoError(
            'UnknownOperationException',
            'Expected POST with X-Amz-Target: AWSCognitoIdentityProviderService.<Operation>.',
          );
        }
        operation = target.slice(TARGET_PREFIX.length);
        const raw = await readBody(req);
        let input: Record<string, unknown>;
        try {
          input = raw ? (JSON.parse(raw) as Record<string, unknown>) : {};
        } catch {
          throw new CognitoError('SerializationException', 'Request body is not valid JSON.');
        }
        send(res, 200, await ops.call(operation, input));
      } catch (err) {
        if (err instanceof CognitoError) {
          if (err.name !== 'NotAuthorizedException' && err.name !== 'UserNotFoundException')
            log(`[cognito] ${operation || target}: ${err.name}: ${err.message}`);
          sendError(res, err);
        } else {
          log(
            `[cognito] ${operation}: internal error: ${err instanceof Error ? (err.stack ?? err.message) : String(err)}`,
          );
          sendError(
            res,
            new CognitoError('InternalErrorException', 'Internal error in the local Cognito emulator.', 500),
          );
        }
      }
    })();
  });

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port, host, () => {
      server.off('error', reject);
      resolve();
    });
  });
  const { port } = server.address() as AddressInfo;
  const url = `http://${host.includes(':') ? `[${host}]` : host}:${port}`;
  return {
    url,
    issuer,
    jwksUri: `${url}${jwksPath}`,
    stop: () =>
      new Promise<void>((resolve, reject) => {
        server.close((err) => (err ? reject(err) : resolve()));
        server.closeAllConnections();
      }),
  };
}
