import type { MailMessage } from '../../adapters/mail/types';
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
 * A ticket for the support team (in English: it goes to the product's own inbox). The subject carries no text
 * the sender wrote; replies go to the sender's address.
 */
export async function supportTicketEmail(input: SupportTicketMailInput): Promise<MailMessage> {
  const t = input.ticket;
  const subject = `Support request from ${t.email} (${t.requestId.slice(0, 8)})`;
  const details = [
    `From: ${t.fullname || '(no name)'} <${t.email}>`,
    `Company: ${t.company_name || '(none)'}`,
    `Assessments: ${t.assessments_total}`,
    `Credits remaining: ${t.credits_remaining}`,
    `Interface language: ${t.lang}`,
    `Sent: ${t.created_at}`,
  ];
  const { html, text } = await renderEmail(
    <BrandedEmail
      lang="en"
      preview={subject}
      branding={{ companyName: 'Culture Fit support', color: '#1B1C1E', logoUrl: '' }}
      {...(input.imageLink ? { action: { label: 'Open the attached image', href: input.imageLink } } : {})}
      footer="Reply to this e-mail to answer the sender; they were told to expect a reply within 3 to 48 hours."
    >
      {t.message.split(/\n+/).map((line, i) => (
        <Paragraph key={i}>{line}</Paragraph>
      ))}
      {details.map((line) => (
        <Paragraph key={line}>{line}</Paragraph>
      ))}
    </BrandedEmail>,
  );
  return { to: input.to, subject, html, text, replyTo: t.email };
}
