import { describe, expect, inject, it } from 'vitest';
import { mockClient } from 'aws-sdk-client-mock';
import { CloudFormationClient, DescribeStacksCommand } from '@aws-sdk/client-cloudformation';
import { GetObjectCommand, ListObjectsV2Command, S3Client } from '@aws-sdk/client-s3';
import { runJourney } from '../../scripts/smoke/journey';
import { mailboxPinReader, pinFromRawEmail, s3InboxPinReader } from '../../scripts/smoke/pin-readers';
import { assertStageIsNew, cdkArgs, parseSmokeArgs } from '../../scripts/smoke/stage';

/**
 * The smoke test's journey (`npm run smoke`, docs/deploy.md "Smoke test") against the local stack, over HTTP only:
 * the same module a release runs against a real stage, so it is never untested code.
 */

const webUrl = inject('webUrl');
const apiUrl = inject('apiUrl');
const stamp = Date.now();

describe('the smoke journey against the local stack', () => {
  it('signs up with a PIN from the inbox, publishes an assessment, takes it on the public link and sees it scored', async () => {
    const lines: string[] = [];
    const result = await runJourney({
      webUrl,
      email: `smoke.${stamp}@example.com`,
      readPin: mailboxPinReader(webUrl),
      log: (line) => lines.push(line),
    });
    expect(result.score).toBeGreaterThanOrEqual(0);
    expect(result.score).toBeLessThanOrEqual(100);
    expect(result.publicCode).toMatch(/^\S{5,20}$/);
    expect(lines).toHaveLength(4);
  });

  it('fails, saying where, when the PIN is wrong', async () => {
    await expect(
      runJourney({ webUrl, email: `smoke.wrong.${stamp}@example.com`, readPin: async () => '000000' }),
    ).rejects.toThrow(/did not sign in/);
  });

  it('fails with a clear message when the address serves no /config.json', async () => {
    await expect(
      runJourney({ webUrl: apiUrl, email: `smoke.none.${stamp}@example.com`, readPin: async () => '1' }),
    ).rejects.toThrow(/\/config\.json answered 403/);
  });
});

const RAW_PLAIN = [
  'From: noreply@example.com',
  'To: smoke-1@inbox.example.com',
  'Subject: Your sign-in code',
  'Content-Type: text/plain; charset=UTF-8',
  'Content-Transfer-Encoding: quoted-printable',
  '',
  'Your code is 482913. It expires in 10 minutes.',
].join('\r\n');

const RAW_MULTIPART = [
  'From: noreply@example.com',
  'To: "Smoke" <smoke-2@inbox.example.com>',
  'Subject: Your sign-in code',
  'MIME-Version: 1.0',
  'Content-Type: multipart/alternative;',
  ' boundary="b1"',
  '',
  '--b1',
  'Content-Type: text/html; charset=UTF-8',
  '',
  '<p style="width:123456px">html</p>',
  '--b1',
  'Content-Type: text/plain; charset=UTF-8',
  'Content-Transfer-Encoding: base64',
  '',
  Buffer.from('Your code is 705112.').toString('base64'),
  '--b1--',
].join('\r\n');

describe('the PIN readers', () => {
  it('find the PIN in a raw e-mail for the address: plain quoted-printable, or the text part of a multipart base64 mail', () => {
    expect(pinFromRawEmail(RAW_PLAIN, 'smoke-1@inbox.example.com')).toBe('482913');
    expect(pinFromRawEmail(RAW_MULTIPART, 'smoke-2@inbox.example.com')).toBe('705112');
    expect(pinFromRawEmail(RAW_PLAIN, 'someone-else@inbox.example.com')).toBeUndefined();
  });

  it('the S3 inbox reader returns the PIN of the newest message since the sign-up, addressed to the address', async () => {
    const s3 = mockClient(S3Client);
    const since = new Date('2026-11-26T10:00:00Z');
    s3.on(ListObjectsV2Command, { Bucket: 'inbox', Prefix: 'smoke/' }).resolves({
      Contents: [
        { Key: 'smoke/old', LastModified: new Date('2026-11-26T09:00:00Z') },
        { Key: 'smoke/other', LastModified: new Date('2026-11-26T10:00:05Z') },
        { Key: 'smoke/mine', LastModified: new Date('2026-11-26T10:00:03Z') },
      ],
    });
    // The part of the SDK's stream body the reader uses.
    const body = (text: string) => ({ Body: { transformToString: async () => text } as never });
    s3.on(GetObjectCommand, { Key: 'smoke/old' }).resolves(body(RAW_PLAIN.replace('482913', '111111')));
    s3.on(GetObjectCommand, { Key: 'smoke/other' }).resolves(body(RAW_MULTIPART));
    s3.on(GetObjectCommand, { Key: 'smoke/mine' }).resolves(body(RAW_PLAIN));
    const read = s3InboxPinReader({ bucket: 'inbox', prefix: 'smoke/', region: 'eu-west-1', client: new S3Client({}) });
    expect(await read('smoke-1@inbox.example.com', since)).toBe('482913');
    s3.restore();
  });
});

describe('npm run smoke: arguments and the stage it deploys', () => {
  const inbox = ['--inbox', 's3://inbox/smoke/', '--email-domain', 'inbox.example.com'];

  it('deploys and destroys all stacks of the named stage only, without approval prompts', () => {
    expect(cdkArgs('deploy', 'smoke-1', '/tmp/o.json')).toEqual([
      'cdk',
      'deploy',
      '--all',
      '-c',
      'stage=smoke-1',
      '--require-approval',
      'never',
      '--outputs-file',
      '/tmp/o.json',
    ]);
    expect(cdkArgs('destroy', 'smoke-1', undefined, ['sesSender=example.com'])).toEqual([
      'cdk',
      'destroy',
      '--all',
      '-c',
      'stage=smoke-1',
      '-c',
      'sesSender=example.com',
      '--force',
    ]);
  });

  it('refuses prod, a missing inbox or a bad stage name', () => {
    expect(parseSmokeArgs(['--stage', 'smoke-1', ...inbox])).toMatchObject({
      stage: 'smoke-1',
      bucket: 'inbox',
      prefix: 'smoke/',
      emailDomain: 'inbox.example.com',
      keep: false,
      context: [],
    });
    expect(parseSmokeArgs(['--stage', 's', ...inbox, '--context', 'sesSender=example.com']).context).toEqual([
      'sesSender=example.com',
    ]);
    expect(() => parseSmokeArgs(['--stage', 's', ...inbox, '--context', 'stage=prod'])).toThrow(/--context/);
    expect(() => parseSmokeArgs(['--stage', 'prod', ...inbox])).toThrow(/throw-away stage only/);
    expect(() => parseSmokeArgs(['--stage', 'smoke-1'])).toThrow(/--inbox/);
    expect(() => parseSmokeArgs(['--stage', 'Smoke 1', ...inbox])).toThrow(/--stage/);
  });

  it('never runs on a stage that already exists, so it destroys only what it deployed', async () => {
    const cf = mockClient(CloudFormationClient);
    cf.on(DescribeStacksCommand, { StackName: 'culturefit-smoke-new-stateful' }).rejects(
      new Error('Stack with id culturefit-smoke-new-stateful does not exist'),
    );
    cf.on(DescribeStacksCommand, { StackName: 'culturefit-staging-stateful' }).resolves({ Stacks: [] });
    const client = new CloudFormationClient({});
    await expect(assertStageIsNew('smoke-new', client)).resolves.toBeUndefined();
    await expect(assertStageIsNew('staging', client)).rejects.toThrow(/already exists/);
    cf.restore();
  });
});
