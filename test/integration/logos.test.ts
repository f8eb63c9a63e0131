import { createHash, randomUUID } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { db } from '../../lambdas/src/db/service';
import { logoRoute } from '../../infra/local/logo-route';
import { emailKey } from '@shared/accounts/email';
import { deliveredMailbox } from '../support/invitations';
import { invoke } from '../support/invoke';
import { TINY_PNG as PNG, uploadThrough } from '../support/uploads';

/**
 * Logos at an address that does not expire (docs/deploy.md "Logos"): a saved logo is published under the hash of
 * its bytes and e-mails and pages show `<site>/logos/<hash>.<ext>`, which the site serves for good (CloudFront on
 * AWS; locally the web server's /logos/* route, started here on its own port against the same s3rver).
 */

type Claims = { sub: string; email: string };
const account = (): Claims => ({ sub: randomUUID(), email: `logo-${randomUUID().slice(0, 8)}@example.com` });
type Profile = { logoKey: string; companyLogoUrl: string };
type Err = { error: { code: string } };

const OTHER_PNG = Buffer.from(PNG.toString('hex').replace('6360000002', '6360000003'), 'hex');

const upload = (claims: Claims, body: Buffer) =>
  uploadThrough('createLogoUpload', claims, { mime: 'image/png', size: body.length }, body);

async function saveCompanyLogo(claims: Claims, logoKey: string): Promise<Profile> {
  const saved = await invoke<Profile>('updateCompany', { claims, body: { color: '#123456', logoKey } });
  expect(saved.status).toBe(200);
  return saved.body;
}

const hashOf = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');
const webUrl = () => process.env.WEB_URL ?? '';

let site: Server;
let siteUrl = '';
beforeAll(async () => {
  const route = logoRoute({ s3Endpoint: process.env.S3_ENDPOINT ?? '', bucket: process.env.UPLOADS_BUCKET ?? '' });
  site = createServer((req, res) => {
    void route(req, res).then((handled) => {
      if (!handled) res.writeHead(418).end();
    });
  });
  await new Promise<void>((resolve) => site.listen(0, '127.0.0.1', resolve));
  siteUrl = `http://127.0.0.1:${(site.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => site.close(() => resolve())));

/** Fetches an address of the site from the local /logos/* route (same path, the route's own port). */
const fetchFromSite = (address: string, init?: RequestInit) => fetch(`${siteUrl}${new URL(address).pathname}`, init);

describe('a saved logo is published under its content', () => {
  it('the key is the hash of its bytes: the same image saved twice is one object, another image another', async () => {
    const ann = account();
    const first = await saveCompanyLogo(ann, await upload(ann, PNG));
    expect(first.logoKey).toBe(`public/logos/${hashOf(PNG)}.png`);
    const again = await saveCompanyLogo(ann, await upload(ann, PNG));
    expect(again.logoKey).toBe(first.logoKey);
    const other = await saveCompanyLogo(ann, await upload(ann, OTHER_PNG));
    expect(other.logoKey).toBe(`public/logos/${hashOf(OTHER_PNG)}.png`);
    expect(other.logoKey).not.toBe(first.logoKey);
  });

  it('the page shows it at <site>/logos/<hash>.png with no signature or expiry, and the site serves the image cacheable for a year', async () => {
    const ann = account();
    const saved = await saveCompanyLogo(ann, await upload(ann, PNG));
    expect(saved.companyLogoUrl).toBe(`${webUrl()}/logos/${hashOf(PNG)}.png`);
    expect(saved.companyLogoUrl).not.toMatch(/X-Amz-|Expires=/i);
    const image = await fetchFromSite(saved.companyLogoUrl);
    expect(image.status).toBe(200);
    expect(image.headers.get('content-type')).toBe('image/png');
    expect(image.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(Buffer.from(await image.arrayBuffer()).equals(PNG)).toBe(true);
  });

  it('an invitation e-mail shows the logo at the stable address, and fetching that address returns the image', async () => {
    const owner = account();
    await saveCompanyLogo(owner, await upload(owner, OTHER_PNG));
    const created = await invoke<{ id: string }>('createTemplate', {
      claims: owner,
      body: { type_of_org: 'technology', form_name: 'Logo check', sections: ['values_and_traits'] },
    });
    await invoke('saveTemplateSection', {
      claims: owner,
      params: { id: created.body.id, section: 'values_and_traits' },
      body: {
        company_answers: {
          defining_your_values: { value_integrity: 5, value_teamwork: 4, value_innovation: 2 },
          identifying_key_traits: { trait_curious: 5, trait_dependable: 3 },
        },
      },
    });
    expect((await invoke('publishTemplate', { claims: owner, params: { id: created.body.id } })).status).toBe(200);
    const to = `cand-${randomUUID().slice(0, 8)}@example.com`;
    const sent = await invoke<{ invited: string[] }>('inviteCandidates', {
      claims: owner,
      params: { id: created.body.id },
      body: { recipients: [{ email: to, firstname: 'Cara' }] },
    });
    expect(sent.body.invited).toEqual([to]);
    const [mail] = (await deliveredMailbox()).filter((m) => m.to === to);
    const src = /<img[^>]*\ssrc="([^"]+)"/.exec(mail!.html)?.[1]?.replace(/&amp;/g, '&');
    expect(src).toBe(`${webUrl()}/logos/${hashOf(OTHER_PNG)}.png`);
    expect(src).not.toMatch(/X-Amz-Signature|X-Amz-Expires/);
    const image = await fetchFromSite(src!);
    expect(image.status).toBe(200);
    expect(Buffer.from(await image.arrayBuffer()).equals(OTHER_PNG)).toBe(true);
  });

  it('the /logos/ route serves published logos only: an upload (saved or not) is not reachable through it', async () => {
    const ann = account();
    const key = await upload(ann, PNG);
    await saveCompanyLogo(ann, key);
    expect((await fetch(`${siteUrl}/${key}`)).status).toBe(404);
    expect((await fetch(`${siteUrl}/logos/${'0'.repeat(64)}.png`)).status).toBe(404);
    expect((await fetch(`${siteUrl}/logos/..%2F${key}`)).status).toBe(404);
  });
});

describe('sending a saved logo back', () => {
  it('the logo saved now is kept as it is; a published logo that is not yours to keep is refused', async () => {
    const ann = account();
    const saved = await saveCompanyLogo(ann, await upload(ann, PNG));
    expect((await saveCompanyLogo(ann, saved.logoKey)).logoKey).toBe(saved.logoKey);
    const eve = account();
    const refused = await invoke<Err>('updateCompany', {
      claims: eve,
      body: { color: '#123456', logoKey: saved.logoKey },
    });
    expect(refused.status).toBe(403);
  });

  it("another admin of a team saves the team's details with the logo its first admin uploaded", async () => {
    const ann = account();
    const bob = account();
    const team = await invoke<{ id: string; logoKey: string }>('createTeam', {
      claims: ann,
      body: { name: 'Logo crew', companyName: 'Logo Ltd', color: '#123456', logoKey: await upload(ann, PNG) },
    });
    expect(team.body.logoKey).toBe(`public/logos/${hashOf(PNG)}.png`);
    const added = await invoke('addTeamMember', {
      claims: ann,
      params: { teamId: team.body.id },
      body: { email: bob.email, role: 'admin' },
      sourceIp: '10.9.8.7',
    });
    expect(added.status).toBe(201);
    expect((await invoke('acceptTeamInvitation', { claims: bob, params: { teamId: team.body.id } })).status).toBe(200);
    const renamed = await invoke<{ name: string; logoKey: string }>('updateTeam', {
      claims: bob,
      params: { teamId: team.body.id },
      body: { name: 'Logo crew 2', companyName: 'Logo Ltd', color: '#123456', logoKey: team.body.logoKey },
    });
    expect(renamed.status).toBe(200);
    expect(renamed.body).toMatchObject({ name: 'Logo crew 2', logoKey: team.body.logoKey });
  });
});

describe('logos saved before publishing (signed addresses)', () => {
  it('still show through a signed address of the uploads bucket, and are published when their owner saves again', async () => {
    const ann = account();
    await invoke('getMe', { claims: ann });
    const legacy = await upload(ann, PNG);
    await db()
      .entities.user.patch({ emailKey: emailKey(ann.email) })
      .set({ logoKey: legacy })
      .go();
    const before = (await invoke<Profile>('getMe', { claims: ann })).body;
    expect(before.logoKey).toBe(legacy);
    expect(before.companyLogoUrl).toContain('X-Amz-Signature');
    expect(Buffer.from(await (await fetch(before.companyLogoUrl)).arrayBuffer()).equals(PNG)).toBe(true);
    const after = await saveCompanyLogo(ann, legacy);
    expect(after.logoKey).toBe(`public/logos/${hashOf(PNG)}.png`);
    expect(after.companyLogoUrl).toBe(`${webUrl()}/logos/${hashOf(PNG)}.png`);
  });
});
