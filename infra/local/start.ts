import { fileURLToPath } from 'node:url';
import { isLocalSetupError } from './errors';
import { portFromEnv } from './ports';
import { DEFAULT_PORTS, PORT_ENV, startLocalStack, type LocalPorts, type LocalStack } from './stack';

/**
 * `npm start`: the whole product on this machine, data under `.data/` (delete it to reset).
 * Ports: LOCAL_WEB_PORT, LOCAL_API_PORT, LOCAL_COGNITO_PORT, LOCAL_DDB_PORT, LOCAL_S3_PORT.
 */

const repoRoot = fileURLToPath(new URL('../..', import.meta.url));
const dataDir = process.env.LOCAL_DATA_DIR ?? `${repoRoot}.data`;

function banner(stack: LocalStack): string {
  const rows: [string, string][] = [
    ['Web app', stack.urls.web],
    ['Dev mailbox', stack.urls.mailbox],
    ['Dev webhook receiver', `${stack.urls.web}/webhook-receiver`],
    ['Greenhouse stand-in', `${stack.urls.web}/greenhouse-stand-in`],
    ['API (as the app calls it)', `${stack.urls.web}/api`],
    ["API (the stage's own address)", stack.urls.api],
    ['Cognito emulator', stack.urls.cognito],
    ['DynamoDB Local', stack.urls.dynamodb],
    ['S3 (s3rver)', stack.urls.s3],
    ['Data', `${stack.dataDir} (stop, delete it to reset)`],
  ];
  const width = Math.max(...rows.map(([k]) => k.length));
  return [
    '',
    '  Culture Fit is running locally',
    '',
    ...rows.map(([k, v]) => `  ${k.padEnd(width)}  ${v}`),
    '',
    '  E-mails (sign-in PINs, invitations) are not sent: they appear in the dev mailbox and PINs print here.',
    '  Press Ctrl+C to stop.',
    '',
  ].join('\n');
}

async function main() {
  const ports = Object.fromEntries(
    (Object.keys(DEFAULT_PORTS) as (keyof LocalPorts)[]).map((k) => [k, portFromEnv(PORT_ENV[k], DEFAULT_PORTS[k])]),
  ) as unknown as LocalPorts;

  const stack = await startLocalStack({ dataDir, ports });
  console.log(banner(stack));

  let stopping = false;
  const shutdown = (signal: NodeJS.Signals) => {
    if (stopping) {
      console.log('\n[local] forced exit');
      process.exit(1);
    }
    stopping = true;
    console.log(`\n[local] ${signal}: stopping…`);
    stack.stop().then(
      () => process.exit(0),
      (error: unknown) => {
        console.error('[local] error while stopping:', error);
        process.exit(1);
      },
    );
  };
  process.on('SIGINT', shutdown);
  process.on('SIGTERM', shutdown);
}

main().catch((error: unknown) => {
  if (isLocalSetupError(error)) {
    // A machine problem (busy port, missing Java): the one line says what to do; a stack trace would not help.
    console.error(error.message);
  } else {
    console.error(error);
  }
  process.exit(1);
});
