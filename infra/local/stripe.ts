import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import Stripe from 'stripe';

/**
 * The local stand-in for Stripe (docs/architecture.md "The local stack"): the product's real Stripe client is pointed here
 * (STRIPE_API_URL) and gets answers shaped like Stripe's for the calls it makes (Checkout Sessions, Billing
 * Portal sessions, subscription updates). Its checkout page shows the order; Pay sends the events Stripe would,
 * signed with the stripe package's own test-header helper and the local webhook secret, to the real webhook
 * route, then returns to the success address. Nothing is charged and nothing leaves the machine.
 */

export const LOCAL_STRIPE_WEBHOOK_SECRET = 'whsec_local_culturefit_stand_in';
export const LOCAL_STRIPE_SECRET_KEY = 'sk_test_local_stand_in';

export interface StripeStandInOptions {
  port: number;
  host?: string;
  /** Where signed events are POSTed: the API's webhook route. */
  webhookUrl: string;
  log?: (line: string) => void;
}

export interface StripeStandIn {
  url: string;
  stop(): Promise<void>;
}

interface Session {
  id: string;
  object: 'checkout.session';
  mode: 'payment' | 'subscription';
  status: 'open' | 'complete' | 'expired';
  payment_status: 'unpaid' | 'paid';
  amount_total: number;
  currency: string;
  customer: string | null;
  customer_email: string | null;
  subscription: string | null;
  metadata: Record<string, string>;
  client_reference_id: string | null;
  success_url: string;
  cancel_url: string;
  url: string;
  description: string;
  interval: string | null;
  subscription_metadata: Record<string, string>;
  /** `subscription_data.billing_cycle_anchor` (Unix seconds): the first period ends there, as at Stripe. */
  billing_cycle_anchor: number | null;
}

interface Subscription {
  id: string;
  object: 'subscription';
  customer: string;
  status: 'active' | 'canceled';
  cancel_at_period_end: boolean;
  cancel_at: number | null;
  metadata: Record<string, string>;
  period_end: number;
}

const id = (prefix: string) => `${prefix}_local_${randomBytes(12).toString('hex')}`;

/** Stripe's form encoding (`a[b][0][c]=v`) back into an object. */
export function parseStripeForm(body: string): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [key, value] of new URLSearchParams(body)) {
    const path = key.replace(/\]/g, '').split('[');
    let node = out as Record<string, unknown>;
    path.forEach((part, i) => {
      if (i === path.length - 1) node[part] = value;
      else node = (node[part] ??= {}) as Record<string, unknown>;
    });
  }
  return out;
}

const escape = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

function page(title: string, body: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>${escape(title)}</title>
<style>body{font-family:system-ui,sans-serif;background:#f6f9fc;margin:0;display:grid;place-items:center;min-height:100vh}main{background:#fff;border-radius:12px;box-shadow:0 2px 12px #0002;padding:32px;max-width:420px;width:100%}
h1{font-size:20px;margin:0 0 4px}.note{color:#697386;font-size:13px}.amount{font-size:32px;font-weight:600;margin:16px 0}button{width:100%;padding:12px;border:0;border-radius:6px;font-size:16px;cursor:pointer;margin-top:8px}
.pay{background:#635bff;color:#fff}.cancel{background:#e3e8ee}</style></head><body><main>${body}</main></body></html>`;
}

function money(minor: number, currency: string): string {
  return new Intl.NumberFormat('en-US', { style: 'currency', currency: currency.toUpperCase() }).format(minor / 100);
}

export async function startStripeStandIn(options: StripeStandInOptions): Promise<StripeStandIn> {
  const host = options.host ?? '127.0.0.1';
  const log = options.log ?? ((line: string) => console.log(line));
  const signer = new Stripe(LOCAL_STRIPE_SECRET_KEY);
  const sessions = new Map<string, Session>();
  const subscriptions = new Map<string, Subscription>();
  const customers = new Map<string, string>();
  let base = '';

  async function send(type: string, object: unknown): Promise<void> {
    const payload = JSON.stringify({
      id: id('evt'),
      object: 'event',
      type,
      created: Math.floor(Date.now() / 1000),
      livemode: false,
      api_version: null,
      data: { object },
    });
    const header = signer.webhooks.generateTestHeaderString({ payload, secret: LOCAL_STRIPE_WEBHOOK_SECRET });
    const res = await fetch(options.webhookUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'stripe-signature': header },
      body: payload,
    });
    log(`[stripe] ${type} → ${res.status}`);
    if (!res.ok) throw new Error(`webhook answered ${res.status}`);
  }

  const subscriptionObject = (s: Subscription) => ({
    ...s,
    items: { object: 'list', data: [{ current_period_end: s.period_end }] },
  });

  function customerFor(email: string | null, given: string | undefined): string {
    if (given) return given;
    const key = email ?? 'anonymous';
    let c = customers.get(key);
    if (!c) customers.set(key, (c = id('cus')));
    return c;
  }

  async function pay(session: Session) {
    session.status = 'complete';
    session.payment_status = 'paid';
    session.customer = customerFor(session.customer_email, session.customer ?? undefined);
    if (session.mode === 'subscription') {
      const days = session.interval === 'year' ? 365 : 30;
      const sub: Subscription = {
        id: id('sub'),
        object: 'subscription',
        customer: session.customer,
        status: 'active',
        cancel_at_period_end: false,
        cancel_at: null,
        metadata: session.subscription_metadata,
        period_end: session.billing_cycle_anchor ?? Math.floor(Date.now() / 1000) + days * 86400,
      };
      subscriptions.set(sub.id, sub);
      session.subscription = sub.id;
      await send('customer.subscription.created', subscriptionObject(sub));
    }
    await send('checkout.session.completed', session);
  }

  async function updateSubscription(sub: Subscription, cancel: boolean) {
    sub.cancel_at_period_end = cancel;
    sub.cancel_at = cancel ? sub.period_end : null;
    await send('customer.subscription.updated', subscriptionObject(sub));
  }

  async function handle(req: IncomingMessage, res: ServerResponse, body: string) {
    const url = new URL(req.url ?? '/', base);
    const json = (status: number, value: unknown) => {
      res.writeHead(status, { 'content-type': 'application/json' });
      res.end(JSON.stringify(value));
    };
    const html = (status: number, value: string) => {
      res.writeHead(status, { 'content-type': 'text/html; charset=utf-8' });
      res.end(value);
    };
    const redirect = (to: string) => {
      res.writeHead(303, { location: to });
      res.end();
    };

    // The API calls the product makes.
    if (req.method === 'POST' && url.pathname === '/v1/checkout/sessions') {
      const f = parseStripeForm(body) as Record<string, unknown>;
      const item = (
        f.line_items as unknown as Record<
          string,
          {
            price_data: {
              currency: string;
              unit_amount: string;
              product_data: { name: string };
              recurring?: { interval: string };
            };
          }
        >
      )['0'];
      const sessionId = id('cs_test');
      const session: Session = {
        id: sessionId,
        object: 'checkout.session',
        mode: f.mode === 'subscription' ? 'subscription' : 'payment',
        status: 'open',
        payment_status: 'unpaid',
        amount_total: Number(item?.price_data.unit_amount ?? 0),
        currency: item?.price_data.currency ?? 'usd',
        customer: typeof f.customer === 'string' ? f.customer : null,
        customer_email: typeof f.customer_email === 'string' ? f.customer_email : null,
        subscription: null,
        metadata: (f.metadata ?? {}) as unknown as Record<string, string>,
        client_reference_id: typeof f.client_reference_id === 'string' ? f.client_reference_id : null,
        success_url: String(f.success_url).replace('{CHECKOUT_SESSION_ID}', sessionId),
        cancel_url: String(f.cancel_url),
        url: `${base}/checkout/${sessionId}`,
        description: item?.price_data.product_data.name ?? '',
        interval: item?.price_data.recurring?.interval ?? null,
        subscription_metadata: ((f.subscription_data as unknown as { metadata?: Record<string, string> })?.metadata ??
          {}) as Record<string, string>,
        billing_cycle_anchor:
          Number((f.subscription_data as unknown as { billing_cycle_anchor?: string })?.billing_cycle_anchor) || null,
      };
      sessions.set(sessionId, session);
      return json(200, session);
    }
    if (req.method === 'POST' && url.pathname === '/v1/billing_portal/sessions') {
      const f = parseStripeForm(body) as Record<string, string>;
      return json(200, {
        id: id('bps'),
        object: 'billing_portal.session',
        customer: f.customer,
        return_url: f.return_url,
        url: `${base}/portal/${encodeURIComponent(f.customer ?? '')}?return=${encodeURIComponent(f.return_url ?? '')}`,
      });
    }
    const subMatch = /^\/v1\/subscriptions\/([^/]+)$/.exec(url.pathname);
    if (subMatch) {
      const sub = subscriptions.get(subMatch[1] ?? '');
      if (!sub)
        return json(404, {
          error: { type: 'invalid_request_error', message: `No such subscription: '${subMatch[1]}'` },
        });
      if (req.method === 'POST') {
        const f = parseStripeForm(body) as Record<string, string>;
        if (f.cancel_at_period_end !== undefined) await updateSubscription(sub, f.cancel_at_period_end === 'true');
      }
      return json(200, subscriptionObject(sub));
    }

    // The hosted pages.
    const checkout = /^\/checkout\/([^/]+)(\/pay|\/cancel)?$/.exec(url.pathname);
    if (checkout) {
      const session = sessions.get(checkout[1] ?? '');
      if (!session) return html(404, page('Not found', '<h1>This checkout does not exist.</h1>'));
      if (req.method === 'POST' && checkout[2] === '/pay') {
        if (session.status === 'open') await pay(session);
        return redirect(session.success_url);
      }
      if (req.method === 'POST' && checkout[2] === '/cancel') {
        session.status = 'expired';
        await send('checkout.session.expired', session);
        return redirect(session.cancel_url);
      }
      const per = session.interval ? ` / ${session.interval}` : '';
      return html(
        200,
        page(
          'Checkout',
          `<p class="note">Local checkout: no card is charged</p><h1>${escape(session.description)}</h1><div class="amount" data-testid="amount">${escape(money(session.amount_total, session.currency))}${per}</div>
<p class="note">${escape(session.customer_email ?? '')}</p>
<form method="post" action="/checkout/${session.id}/pay"><button class="pay" type="submit">Pay</button></form>
<form method="post" action="/checkout/${session.id}/cancel"><button class="cancel" type="submit">Cancel</button></form>`,
        ),
      );
    }
    const portal = /^\/portal\/([^/]+)(\/cancel|\/resume)?$/.exec(url.pathname);
    if (portal) {
      const customer = decodeURIComponent(portal[1] ?? '');
      const back = url.searchParams.get('return') ?? '/';
      const subs = [...subscriptions.values()].filter((s) => s.customer === customer && s.status === 'active');
      if (req.method === 'POST') {
        for (const s of subs) await updateSubscription(s, portal[2] === '/cancel');
        return redirect(`${base}/portal/${encodeURIComponent(customer)}?return=${encodeURIComponent(back)}`);
      }
      const rows = subs
        .map(
          (s) =>
            `<p>${escape(s.metadata.sku ?? 'Subscription')}: ${s.cancel_at_period_end ? `cancels on ${new Date(s.period_end * 1000).toDateString()}` : `renews on ${new Date(s.period_end * 1000).toDateString()}`}</p>`,
        )
        .join('');
      const action = subs.some((s) => !s.cancel_at_period_end) ? 'cancel' : 'resume';
      return html(
        200,
        page(
          'Billing',
          `<p class="note">Local billing portal</p><h1>Your subscription</h1>${rows || '<p>No active subscription.</p>'}
${subs.length ? `<form method="post" action="/portal/${encodeURIComponent(customer)}/${action}?return=${encodeURIComponent(back)}"><button class="cancel" type="submit">${action === 'cancel' ? 'Cancel plan' : 'Renew plan'}</button></form>` : ''}
<a href="${escape(back)}">Return</a>`,
        ),
      );
    }
    return json(404, {
      error: { type: 'invalid_request_error', message: `Unrecognized request URL (${req.method}: ${url.pathname})` },
    });
  }

  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      handle(req, res, Buffer.concat(chunks).toString('utf8')).catch((error: unknown) => {
        log(`[stripe] ${req.method} ${req.url} failed: ${String(error)}`);
        if (!res.headersSent) res.writeHead(500, { 'content-type': 'application/json' });
        res.end(JSON.stringify({ error: { type: 'api_error', message: String(error) } }));
      });
    });
  });
  await new Promise<void>((resolve) => server.listen(options.port, host, resolve));
  const { port } = server.address() as AddressInfo;
  base = `http://localhost:${port}`;
  return { url: base, stop: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}
