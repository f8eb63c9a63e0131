import { mkdirSync } from 'node:fs';
import S3rver from 's3rver';
import { assertPortFree } from './ports';
import { signsContentLength, validQuerySignature } from './s3-signed-upload';

export interface S3LocalOptions {
  port: number;
  /** Bucket data, e.g. `.data/s3`. */
  directory: string;
  /** Created on start (kept if it exists). */
  buckets: string[];
  /** Web origins allowed to PUT presigned uploads and GET objects from the browser. */
  allowedOrigins: string[];
  /** Log every S3 request (default off). */
  verbose?: boolean;
}

export interface S3Local {
  endpoint: string;
  port: number;
  stop(): Promise<void>;
}

/** The bucket CORS rule the CDK stack gives the uploads bucket: browser PUT of presigned URLs, GET of objects. */
export function corsConfigurationXml(allowedOrigins: string[]): string {
  const origins = allowedOrigins.map((o) => `<AllowedOrigin>${o}</AllowedOrigin>`).join('');
  return `<CORSConfiguration><CORSRule>${origins}<AllowedMethod>GET</AllowedMethod><AllowedMethod>PUT</AllowedMethod><AllowedMethod>POST</AllowedMethod><AllowedMethod>HEAD</AllowedMethod><AllowedHeader>*</AllowedHeader><ExposeHeader>ETag</ExposeHeader><MaxAgeSeconds>3000</MaxAgeSeconds></CORSRule></CORSConfiguration>`;
}

type KoaMiddleware = (
  ctx: {
    method: string;
    url: string;
    headers: Record<string, string | string[] | undefined>;
    status: number;
    type: string;
    body: unknown;
  },
  next: () => Promise<void>,
) => Promise<void>;

/** The secret of s3rver's built-in key (S3RVER), which the local handlers sign with (stack.ts). */
const LOCAL_S3_SECRET = 'S3RVER';

/**
 * s3rver stands in for S3. It checks no signatures or bucket policies of its own, so size and type limits
 * are the app's own (docs/architecture.md "Adapters"), except the signed length of an upload, checked in front of it. Clients must use path-style URLs (`forcePathStyle: true`
 * when S3_ENDPOINT is set).
 */
export async function startS3Local(options: S3LocalOptions): Promise<S3Local> {
  await assertPortFree({ port: options.port, service: 'S3 (s3rver)', envVar: 'LOCAL_S3_PORT' });
  mkdirSync(options.directory, { recursive: true });
  const cors = corsConfigurationXml(options.allowedOrigins);
  const server = new S3rver({
    address: '127.0.0.1',
    port: options.port,
    directory: options.directory,
    silent: !options.verbose,
    // Presigned URLs are signed with the dummy local credentials; s3rver cannot check them anyway.
    allowMismatchedSignatures: true,
    vhostBuckets: false,
    configureBuckets: options.buckets.map((name) => ({ name, configs: [cors] })),
  });
  // s3rver is a Koa app that checks no SigV4 signature: an upload signed with its length is checked here first, as
  // S3 checks it, so a body larger than the size the server signed is refused locally too (s3-signed-upload.ts).
  (server as unknown as { middleware: KoaMiddleware[] }).middleware.unshift(async (ctx, next) => {
    const req = { method: ctx.method, url: ctx.url, headers: ctx.headers };
    if (signsContentLength(req) && !validQuerySignature(req, LOCAL_S3_SECRET)) {
      ctx.status = 403;
      ctx.type = 'application/xml';
      ctx.body =
        '<?xml version="1.0" encoding="UTF-8"?><Error><Code>SignatureDoesNotMatch</Code><Message>The request signature we calculated does not match the signature you provided.</Message></Error>';
      return;
    }
    await next();
  });
  const address = await server.run();
  let stopped = false;
  return {
    endpoint: `http://localhost:${address.port}`,
    port: address.port,
    stop: async () => {
      if (stopped) return;
      stopped = true;
      await server.close();
    },
  };
}
