import type { ReactNode } from 'react';
import { Body } from '@react-email/body';
import { Button } from '@react-email/button';
import { Container } from '@react-email/container';
import { Head } from '@react-email/head';
import { Hr } from '@react-email/hr';
import { Html } from '@react-email/html';
import { Img } from '@react-email/img';
import { Link } from '@react-email/link';
import { Preview } from '@react-email/preview';
import { Section } from '@react-email/section';
import { Text } from '@react-email/text';

export interface Branding {
  companyName: string;
  color: string;
  logoUrl: string;
}

const SAFE_COLOR = /^#[0-9a-fA-F]{6}$/;

/**
 * The product's e-mail frame (React Email: table layout and inline styles that mail clients render alike):
 * the employer's logo or name, the message, one action button in the employer's colour, and a footer.
 */
export function BrandedEmail(props: {
  lang: string;
  /** Right to left for a respondent who reads Arabic, Hebrew, Persian or Urdu. */
  dir?: 'ltr' | 'rtl';
  preview: string;
  branding: Branding;
  children: ReactNode;
  action?: { label: string; href: string };
  footer: string;
  /** The link that turns this kind of mail off without sign-in (mails the employer can choose not to get). */
  unsubscribe?: { label: string; href: string };
  /**
   * A respondent's "your data" link (results/data-request.ts): a copy of what they gave, or its deletion; its words
   * in the e-mail's language (adapters/mail/respondent-texts).
   */
  dataLink?: { href: string; label: string };
}) {
  const color = SAFE_COLOR.test(props.branding.color) ? props.branding.color : '#1B1C1E';
  return (
    <Html lang={props.lang} dir={props.dir ?? 'ltr'}>
      <Head />
      <Preview>{props.preview}</Preview>
      <Body
        style={{
          backgroundColor: '#f4f4f5',
          fontFamily: 'Arial, Helvetica, sans-serif',
          color: '#1B1C1E',
          margin: 0,
          padding: '24px 0',
        }}
      >
        <Container style={{ backgroundColor: '#ffffff', borderRadius: 8, padding: '32px', maxWidth: 560 }}>
          <Section style={{ borderTop: `4px solid ${color}`, paddingTop: 16 }}>
            {props.branding.logoUrl ? (
              <Img
                src={props.branding.logoUrl}
                alt={props.branding.companyName}
                height={40}
                style={{ maxWidth: 200 }}
              />
            ) : (
              <Text style={{ fontSize: 18, fontWeight: 700, margin: 0 }}>{props.branding.companyName}</Text>
            )}
          </Section>
          {props.children}
          {props.action && (
            <Section style={{ margin: '24px 0' }}>
              <Button
                href={props.action.href}
                style={{
                  backgroundColor: color,
                  color: '#ffffff',
                  borderRadius: 6,
                  padding: '12px 20px',
                  fontWeight: 700,
                  textDecoration: 'none',
                }}
              >
                {props.action.label}
              </Button>
            </Section>
          )}
          <Hr style={{ borderColor: '#e4e4e7' }} />
          <Text style={{ fontSize: 12, color: '#71717a' }}>{props.footer}</Text>
          {props.unsubscribe && (
            <Text style={{ fontSize: 12, color: '#71717a' }}>
              <Link href={props.unsubscribe.href} style={{ color: '#71717a', textDecoration: 'underline' }}>
                {props.unsubscribe.label}
              </Link>
            </Text>
          )}
          {props.dataLink && (
            <Text style={{ fontSize: 12, color: '#71717a' }}>
              <Link href={props.dataLink.href} style={{ color: '#71717a', textDecoration: 'underline' }}>
                {props.dataLink.label}
              </Link>
            </Text>
          )}
        </Container>
      </Body>
    </Html>
  );
}

export function Paragraph({ children }: { children: ReactNode }) {
  return <Text style={{ fontSize: 15, lineHeight: '22px' }}>{children}</Text>;
}

/** HTML and the plain-text part from the same element, so both say the same thing. */
export async function renderEmail(element: ReactNode): Promise<{ html: string; text: string }> {
  // React's server renderer is imported on the first e-mail, not when the function starts (docs/cold-start.md).
  const { render } = await import('@react-email/render');
  const [html, text] = await Promise.all([render(element), render(element, { plainText: true })]);
  return { html, text };
}
