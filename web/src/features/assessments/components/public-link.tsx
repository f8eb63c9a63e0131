import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { useT } from '../../../lib/i18n/use-t';

export function publicTestUrl(origin: string, publicCode: string): string {
  return `${origin.replace(/\/+$/, '')}/assessment-test/${encodeURIComponent(publicCode)}`;
}

/** Clipboard API where allowed (secure contexts), else the old selection + execCommand path. */
export async function copyText(text: string): Promise<boolean> {
  try {
    if (navigator.clipboard && window.isSecureContext) {
      await navigator.clipboard.writeText(text);
      return true;
    }
  } catch {
    /* fall through to the legacy path */
  }
  const area = document.createElement('textarea');
  area.value = text;
  area.setAttribute('readonly', '');
  area.style.position = 'fixed';
  area.style.opacity = '0';
  document.body.appendChild(area);
  area.select();
  let ok = false;
  try {
    ok = document.execCommand('copy');
  } catch {
    ok = false;
  }
  area.remove();
  return ok;
}

export function PublicLink({ url }: { url: string }) {
  const t = useT();
  const [copied, setCopied] = useState(false);
  return (
    <div className="stack" style={{ gap: '0.4rem' }}>
      <label className="field-label" htmlFor="public-link">
        {t('details.publicLink')}
      </label>
      <div className="link-box">
        <input id="public-link" className="input" readOnly value={url} onFocus={(e) => e.currentTarget.select()} />
        <Button
          variant="secondary"
          onClick={async () => {
            setCopied(await copyText(url));
            setTimeout(() => setCopied(false), 2000);
          }}
        >
          {copied ? t('common.copied') : t('details.copyLink')}
        </Button>
      </div>
      <span className="visually-hidden" role="status">
        {copied ? t('common.copied') : ''}
      </span>
    </div>
  );
}
