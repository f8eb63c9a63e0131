import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { emailKey } from '@shared/accounts/email';
import { IMAGE_UPLOAD_BUDGETS } from '@shared/accounts/photo';
import { errorMessage } from '@shared/errors';
import { statObject } from '../../lambdas/src/adapters/storage';
import { findUser } from '../../lambdas/src/accounts/repo';
import { db } from '../../lambdas/src/db/service';
import { invoke } from '../support/invoke';
import { TINY_PNG as PNG, uploadThrough, type Upload } from '../support/uploads';

/**
 * My account, profile photo (spec part 1 §3 User `photoURL`) against DynamoDB Local and s3rver: a presigned upload
 * under the user's own prefix within the day's upload budgets, checked again when saved (JPG or PNG, at most 2 MB,
 * its first bytes), kept as a private copy shown through a signed address, and deleted when replaced or removed.
 */

type Claims = { sub: string; email: string };
const account = (): Claims => ({ sub: randomUUID(), email: `photo-${randomUUID().slice(0, 8)}@example.com` });
type Err = { error: { code: string; message: string } };
type Profile = { photoUrl: string; displayName: string };

const OTHER_PNG = Buffer.concat([PNG, Buffer.from('extra')]);

const upload = (claims: Claims, body: Buffer, mime = 'image/png') =>
  uploadThrough('createPhotoUpload', claims, { mime, size: body.length }, body);

const keptKey = async (claims: Claims) => (await findUser(claims.email, true))?.photoKey ?? '';

describe('profile photo', () => {
  it('an uploaded photo is saved, and My account and the menu get it at a signed address that serves its bytes', async () => {
    const ann = account();
    const key = await upload(ann, PNG);
    expect(key).toMatch(new RegExp(`^photos/${ann.sub}/`));
    const saved = await invoke<Profile>('updatePhoto', { claims: ann, body: { photoKey: key } });
    expect(saved.status).toBe(200);
    expect(saved.body.photoUrl).not.toBe('');
    const me = await invoke<Profile>('getMe', { claims: ann });
    const served = await fetch(me.body.photoUrl);
    expect(served.status).toBe(200);
    expect(Buffer.from(await served.arrayBuffer())).toEqual(PNG);
    // A copy of its own under kept/: the upload address could still change the upload, never the saved photo.
    expect(await keptKey(ann)).toMatch(new RegExp(`^photos/${ann.sub}/kept/[0-9a-f]{64}\\.png$`));
  });

  it('replacing the photo deletes the old one; removing it deletes it and the profile shows none', async () => {
    const ann = account();
    await invoke<Profile>('updatePhoto', { claims: ann, body: { photoKey: await upload(ann, PNG) } });
    const first = await keptKey(ann);
    await invoke<Profile>('updatePhoto', { claims: ann, body: { photoKey: await upload(ann, OTHER_PNG) } });
    const second = await keptKey(ann);
    expect(second).not.toBe(first);
    expect(await statObject(first)).toBeNull();
    expect(await statObject(second)).not.toBeNull();
    const removed = await invoke<Profile>('updatePhoto', { claims: ann, body: { photoKey: '' } });
    expect(removed.body.photoUrl).toBe('');
    expect((await invoke<Profile>('getMe', { claims: ann })).body.photoUrl).toBe('');
    expect(await statObject(second)).toBeNull();
  });

  it("another user's upload, a kept photo's key or a made-up key cannot be saved as one's photo", async () => {
    const ann = account();
    const bob = account();
    const bobs = await upload(bob, PNG);
    const refused = await invoke<Err>('updatePhoto', { claims: ann, body: { photoKey: bobs } });
    expect(refused.status).toBe(403);
    await invoke<Profile>('updatePhoto', { claims: bob, body: { photoKey: bobs } });
    const bad = await invoke<Err>('updatePhoto', { claims: ann, body: { photoKey: await keptKey(bob) } });
    expect(bad.status).toBe(400);
    expect((await invoke<Profile>('getMe', { claims: ann })).body.photoUrl).toBe('');
  });

  it.each([
    ['a GIF', { mime: 'image/gif', size: 100 }, 'IMAGE_TYPE_NOT_ALLOWED'],
    ['a file over 2 MB', { mime: 'image/png', size: 2 * 1024 * 1024 + 1 }, 'IMAGE_TOO_LARGE'],
  ])('no upload address is given for %s', async (_what, body, code) => {
    const refused = await invoke<Err>('createPhotoUpload', { claims: account(), body });
    expect(refused.body.error.code).toBe(code);
  });

  it('HTML uploaded as a PNG is refused when saved (its first bytes are checked), and the photo saved before stays', async () => {
    const ann = account();
    await invoke<Profile>('updatePhoto', { claims: ann, body: { photoKey: await upload(ann, PNG) } });
    const good = await keptKey(ann);
    const html = Buffer.from('<!doctype html><script>alert(document.cookie)</script>');
    const signed = await invoke<Upload>('createPhotoUpload', { claims: ann, body: { mime: 'image/png', size: 100 } });
    const s3 = new S3Client({
      endpoint: process.env.S3_ENDPOINT,
      forcePathStyle: true,
      region: process.env.AWS_REGION ?? 'us-east-1',
      credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
    });
    await s3.send(
      new PutObjectCommand({
        Bucket: process.env.UPLOADS_BUCKET,
        Key: signed.body.key,
        Body: html,
        ContentType: 'image/png',
      }),
    );
    const refused = await invoke<Err>('updatePhoto', { claims: ann, body: { photoKey: signed.body.key } });
    expect(refused.body.error.code).toBe('IMAGE_TYPE_NOT_ALLOWED');
    expect(await keptKey(ann)).toBe(good);
    expect(await statObject(good)).not.toBeNull();
  });

  it.each([
    ['photo', 'createPhotoUpload'],
    ['logo', 'createLogoUpload'],
  ] as const)(
    '%s upload addresses have a daily budget per account, per address and for the deployment; over it, none is given',
    async (kind, route) => {
      const claims = account();
      const ip = `203.0.113.${10 + Math.floor(Math.random() * 200)}`;
      const day = new Date().toISOString().slice(0, 10);
      const ask = () =>
        invoke<Err & Partial<Upload>>(route, {
          claims,
          sourceIp: ip,
          body: { mime: 'image/png', size: 100 },
        });
      for (const [scope, cap] of [
        [`${kind}-upload#acct#${emailKey(claims.email)}`, IMAGE_UPLOAD_BUDGETS.perAccount],
        [`${kind}-upload#ip#${ip}`, IMAGE_UPLOAD_BUDGETS.perIp],
        [`${kind}-upload#all`, IMAGE_UPLOAD_BUDGETS.deployment],
      ] as const) {
        await db()
          .entities.dailyCounter.put({ scope, day, count: cap, expiresAt: Math.floor(Date.now() / 1000) + 86400 })
          .go();
        try {
          const refused = await ask();
          expect(refused.status, scope).toBe(429);
          expect(refused.body.error.message).toBe(await errorMessage('IMAGE_UPLOAD_DAILY_LIMIT', 'en'));
          expect(refused.body.uploadUrl).toBeUndefined();
        } finally {
          await db().entities.dailyCounter.delete({ scope, day }).go();
        }
      }
      expect((await ask()).status).toBe(200);
    },
  );
});
