import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { chromium, type Browser, type Page } from 'playwright-core';
import {
  CognitoIdentityProviderClient,
  InitiateAuthCommand,
  RespondToAuthChallengeCommand,
} from '@aws-sdk/client-cognito-identity-provider';
import { PIN_FREE_FAILURES } from '@shared/constants/pin';
import { LOCAL_REGION, LOCAL_USER_POOL_CLIENT_ID } from '../../infra/local/stack';
import { CHROMIUM_ARGS, pinFor, signUpEmployer } from './browser';

/**
 * A stranger who knows an employer's address answers wrong codes until it must wait; the owner, on a browser that
 * never signed in to it, is held back, opens the unlock link mailed to them, and signs in with a code, while the
 * stranger's browser still waits (docs/auth.md "Guessing").
 */

const webUrl = inject('webUrl');
const stamp = Date.now();
const owner = `unlock.owner.${stamp}@example.com`;
const STRANGER = `stranger-browser-${stamp}`;
let browser: Browser;

beforeAll(async () => {
  browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: CHROMIUM_ARGS });
});
afterAll(async () => {
  await browser?.close();
});

/** The stranger, with their own browser id, straight against the user pool. */
const cognito = new CognitoIdentityProviderClient({
  region: LOCAL_REGION,
  endpoint: inject('cognitoUrl'),
  credentials: { accessKeyId: 'local', secretAccessKey: 'local' },
});
const strangerStarts = () =>
  cognito.send(
    new InitiateAuthCommand({
      ClientId: LOCAL_USER_POOL_CLIENT_ID,
      AuthFlow: 'CUSTOM_AUTH',
      AuthParameters: { USERNAME: owner },
      ClientMetadata: { device: STRANGER },
    }),
  );

async function unlockLink(page: Page): Promise<string> {
  let link = '';
  await expect
    .poll(
      async () => {
        const { messages } = (await (await page.request.get(`${webUrl}/mailbox.json`)).json()) as {
          messages: { to: string; subject: string; text?: string }[];
        };
        const mails = messages.filter(
          (m) => m.to === owner && m.subject === 'Someone is trying to sign in to your account',
        );
        link = /https?:\/\/\S+\/sign-in\/unlock#[A-Za-z0-9_-]{43}/.exec(mails[0]?.text ?? '')?.[0] ?? '';
        return mails.length;
      },
      { timeout: 15_000, interval: 200 },
    )
    .toBe(1);
  return link;
}

describe('the unlock link', () => {
  it("lets the owner's new browser sign in while a stranger's wrong codes keep the address waiting", async () => {
    const first = await browser.newContext();
    await signUpEmployer(await first.newPage(), webUrl, owner, `Unlock Co ${stamp}`);
    await first.close();

    let wrong = 0;
    while (wrong < PIN_FREE_FAILURES) {
      let step: { Session?: string; ChallengeParameters?: Record<string, string> } = await strangerStarts();
      for (let i = 0; i < 3 && wrong < PIN_FREE_FAILURES; i++, wrong++) {
        step = await cognito
          .send(
            new RespondToAuthChallengeCommand({
              ClientId: LOCAL_USER_POOL_CLIENT_ID,
              ChallengeName: 'CUSTOM_CHALLENGE',
              Session: step.Session,
              ChallengeResponses: { USERNAME: step.ChallengeParameters?.USERNAME ?? '', ANSWER: '000000x' },
              ClientMetadata: { device: STRANGER },
            }),
          )
          .catch(() => ({}));
      }
    }

    // The owner on a new computer is held back.
    const laptop = await browser.newContext();
    const page = await laptop.newPage();
    await page.goto(`${webUrl}/login`);
    await page.getByLabel('Work e-mail').fill(owner);
    await page.getByRole('button', { name: 'Send code' }).click();
    await page.getByText('Too many wrong codes for this address. Please try again in a few minutes.').waitFor();

    // The link from the mail, opened in that browser.
    const link = await unlockLink(page);
    await page.goto(link);
    await page.getByText('This browser can sign in now.').waitFor();
    expect(page.url()).not.toContain('#');
    await page.getByRole('link', { name: 'Sign in' }).click();
    await page.waitForURL(/\/login$/);
    await page.getByLabel('Work e-mail').fill(owner);
    await page.getByRole('button', { name: 'Send code' }).click();
    await page.waitForURL(/\/pincode\?email=/);
    await page.getByLabel('Verification code').fill(await pinFor(page, webUrl, owner));
    await page.getByRole('button', { name: 'Verify' }).click();
    await page.waitForURL(/\/assessments$/);

    // The stranger still waits, and the used link says so, in the page's language.
    await expect(strangerStarts()).rejects.toThrow('PIN_LOCKED');
    const again = await laptop.newPage();
    await again.goto(link.replace('/sign-in/unlock', '/es/sign-in/unlock'));
    await again.getByText('Este enlace ya no es válido. Solicita un código nuevo para iniciar sesión.').waitFor();
    await laptop.close();
  });
});
