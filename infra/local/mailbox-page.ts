import type { IncomingMessage, ServerResponse } from 'node:http';
import { listMailbox, type MailboxMessage } from '../../lambdas/src/adapters/mail';

/**
 * The dev mailbox page of the local stack: every e-mail the app "sent" (PINs, invitations, results),
 * newest first. HTML bodies render in a sandboxed iframe without scripts, so a message cannot touch the page.
 */

export function escapeHtml(value: string): string {
  return value.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c,
  );
}

function messageHtml(m: MailboxMessage): string {
  const time = new Date(m.createdAt);
  const when = Number.isNaN(time.getTime())
    ? escapeHtml(m.createdAt)
    : escapeHtml(time.toLocaleString('en-GB', { timeZone: 'UTC' }) + ' UTC');
  const body = m.html
    ? `<iframe sandbox="" referrerpolicy="no-referrer" title="${escapeHtml(m.subject)}" srcdoc="${escapeHtml(m.html)}"></iframe>
       <details><summary>Plain text</summary><pre>${escapeHtml(m.text ?? '')}</pre></details>`
    : `<pre>${escapeHtml(m.text ?? '')}</pre>`;
  return `<article id="${escapeHtml(m.id)}" class="message">
  <header><h2>${escapeHtml(m.subject)}</h2><p>${m.fromName ? `<span class="from">From: ${escapeHtml(m.fromName)}</span> ` : ''}<span class="to">To: ${escapeHtml(m.to)}</span>${m.replyTo ? ` <span class="reply-to">Reply-To: ${escapeHtml(m.replyTo)}</span>` : ''} <time datetime="${escapeHtml(m.createdAt)}">${when}</time></p></header>
  ${body}
</article>`;
}

export function renderMailboxPage(messages: MailboxMessage[], dir: string): string {
  const list = messages.length
    ? messages.map(messageHtml).join('\n')
    : '<p class="empty">No messages yet. E-mails the app sends locally appear here.</p>';
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Dev mailbox (${messages.length})</title>
<style>
  body { font-family: system-ui, sans-serif; margin: 0 auto; max-width: 60rem; padding: 1rem; color: #1f2937; }
  h1 { font-size: 1.4rem; } h2 { font-size: 1.1rem; margin: 0; }
  .note { color: #6b7280; font-size: .9rem; }
  .message { border: 1px solid #e5e7eb; border-radius: .5rem; padding: 1rem; margin: 1rem 0; }
  .message header p { color: #6b7280; margin: .25rem 0 .75rem; display: flex; gap: 1rem; justify-content: space-between; }
  iframe { width: 100%; min-height: 22rem; border: 1px solid #f3f4f6; }
  pre { white-space: pre-wrap; word-break: break-word; background: #f9fafb; padding: .75rem; }
</style>
</head>
<body>
<h1>Dev mailbox</h1>
<p class="note">Local mode only: nothing is really sent. ${messages.length} message(s), newest first, stored in <code>${escapeHtml(dir)}</code>. <a href="">Refresh</a> · <a href="mailbox.json">JSON</a></p>
${list}
</body>
</html>`;
}

/**
 * Serves GET /mailbox and /mailbox.json; resolves true when it answered, false to let the next
 * handler (Vite) take the request.
 */
export function mailboxRoutes(dir: string) {
  return async (req: IncomingMessage, res: ServerResponse): Promise<boolean> => {
    const path = new URL(req.url ?? '/', 'http://localhost').pathname.replace(/\/$/, '');
    if (req.method !== 'GET' && req.method !== 'HEAD') return false;
    if (path !== '/mailbox' && path !== '/mailbox.json') return false;
    const messages = await listMailbox(dir);
    const json = path === '/mailbox.json';
    const body = json ? JSON.stringify({ messages }) : renderMailboxPage(messages, dir);
    res.writeHead(200, {
      'Content-Type': json ? 'application/json; charset=utf-8' : 'text/html; charset=utf-8',
      'Cache-Control': 'no-store',
      // The page itself runs no script; message bodies are sandboxed iframes.
      'Content-Security-Policy':
        "default-src 'none'; style-src 'unsafe-inline'; img-src * data:; frame-src 'self' about:; base-uri 'none'",
    });
    res.end(req.method === 'HEAD' ? undefined : body);
    return true;
  };
}
