import { createHash } from 'node:crypto';
import type { MailMessage } from '../../adapters/mail/types';
import { oneLine, paragraphs } from '../../adapters/mail/safe-text';
import { BrandedEmail, Paragraph, renderEmail } from '../../adapters/mail/branded-email';

export interface SupportTicketMailInput {
  to: string;
  ticket: {
    requestId: string;
    message: string;
    fullname: string;
    email: string;
    company_name: string;
    assessments_total: number;
    credits_remaining: string;
    lang: string;
    created_at: string;
  };
  /** A signed link to the attachment (valid for a day). */
  imageLink?: string;
}

/**
 * The ticket's reference in the subject: made by the server from the sender and the request, so no letter of it
 * is chosen by the sender (the request id is the browser's).
 */
export function ticketReference(email: string, requestId: string): string {
  return createHash('sha256').update(`${email}\n${requestId}`).digest('hex').slice(0, 10).toUpperCase();
}

/**
 * A ticket for the support team (in English: it goes to the product's own inbox). The subject is product text and
 * a reference made by the server: nothing the sender typed or chose, not even their address (docs/abuse.md);
 * replies go to the sender's address.
 */
export async function supportTicketEmail(input: SupportTicketMailInput): Promise<MailMessage> {
  const t = input.ticket;
  const subject = `Support request ${ticketReference(t.email, t.requestId)}`;
  const details = [
    `From: ${oneLine(t.fullname) || '(no name)'} <${t.email}>`,
    `Company: ${oneLine(t.company_name) || '(none)'}`,
    `Assessments: ${t.assessments_total}`,
    `Credits remaining: ${t.credits_remaining}`,
    `Interface language: ${t.lang}`,
    `Sent: ${t.created_at}`,
    `Request id: ${t.requestId}`,
  ];
  const { html, text } = await renderEmail(
    <BrandedEmail
      lang="en"
      preview={subject}
      branding={{ companyName: 'Culture Fit support', color: '#1B1C1E', logoUrl: '' }}
      {...(input.imageLink ? { action: { label: 'Open the attached image', href: input.imageLink } } : {})}
      footer="Reply to this e-mail to answer the sender; they were told to expect a reply within 3 to 48 hours."
    >
      {paragraphs(t.message).map((para, i) => (
        <Paragraph key={i}>{para}</Paragraph>
      ))}
      {details.map((line) => (
        <Paragraph key={line}>{line}</Paragraph>
      ))}
    </BrandedEmail>,
  );
  return { to: input.to, subject, html, text, replyTo: t.email };
}
