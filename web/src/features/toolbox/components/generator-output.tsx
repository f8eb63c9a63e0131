import { useState } from 'react';
import { Link } from 'react-router-dom';
import type { ToolboxRun } from '@shared/routes';
import type { RevealPhase } from '@shared/toolbox/reveal';
import { AiPhase, AiText, OfflineBadge } from '../../../components/ai/ai-text';
import { downloadMarkdownPdf, pdfFileName } from '../../../components/ai/download-markdown-pdf';
import { Button } from '../../../components/ui/button';
import { Alert, Card } from '../../../components/ui/feedback';
import { formatDate } from '../../../lib/format';
import { useDescribeError } from '../../../lib/error-text';
import { useLocale, useT } from '../../../lib/i18n/use-t';
import type { MessageKey } from '../../../lib/i18n/messages/en';

interface GeneratorOutputProps {
  /** The tool's name, for the PDF. */
  toolName: string;
  /** Whose document it is (the workspace's company), printed at the top of the PDF. */
  brand: string;
  text: string;
  phase: RevealPhase;
  run: ToolboxRun | null;
  error: unknown;
}

/**
 * The text as it is written (spec part 1 §4: loading, streaming, locked, finished), labelled when it comes from the
 * offline stand-in; once finished it can be copied or downloaded as a PDF. A failure says why; when it was for lack
 * of credit it points to Add Credit, and otherwise the credit was given back.
 */
export function GeneratorOutput({ toolName, brand, text, phase, run, error }: GeneratorOutputProps) {
  const t = useT();
  const locale = useLocale();
  const describe = useDescribeError();
  const [copied, setCopied] = useState(false);
  const [pdfBusy, setPdfBusy] = useState(false);
  const finished = phase === 'finished' && run?.status === 'finished';
  const code = (error as { code?: string } | null)?.code;

  async function copy() {
    await navigator.clipboard.writeText(run?.text ?? text);
    setCopied(true);
    setTimeout(() => setCopied(false), 2000);
  }

  async function download() {
    if (!run) return;
    setPdfBusy(true);
    try {
      const language = t(`toolbox.lang.${run.language}` as MessageKey);
      const meta = [
        t('toolbox.pdfMeta', { tool: toolName, date: formatDate(run.created_at, locale), language }),
        run.provenance?.offline ? t('ai.offline') : '',
      ]
        .filter(Boolean)
        .join(' · ');
      const footer = run.provenance
        ? t('ai.generatedBy', {
            model: run.provenance.offline ? t('ai.offline') : run.provenance.model,
            date: formatDate(run.provenance.generated_at, locale),
          })
        : '';
      await downloadMarkdownPdf(
        {
          title: run.title ? `${toolName}: ${run.title}` : toolName,
          brand,
          meta,
          sections: [{ text: run.text }],
          footer,
        },
        pdfFileName(toolName, run.title),
      );
    } finally {
      setPdfBusy(false);
    }
  }

  return (
    <Card className="stack">
      <div className="toolbox-output-head">
        <h2>{t('toolbox.result')}</h2>
        <AiPhase phase={phase} />
        {run?.provenance?.offline && <OfflineBadge />}
      </div>
      {error !== null && error !== undefined && (
        <Alert>
          {describe(error)}
          {code === 'NOT_ENOUGH_QUOTA' ? (
            <>
              {' '}
              <Link to="/account/plan-billing">{t('credits.addCredit')}</Link>
            </>
          ) : code && code !== 'VALIDATION_FAILED' && code !== 'NETWORK_ERROR' ? (
            <> {t('toolbox.refunded')}</>
          ) : null}
        </Alert>
      )}
      {run?.status === 'running' && phase !== 'loading' && <Alert tone="info">{t('toolbox.stillRunning')}</Alert>}
      {phase === 'idle' && !error ? (
        <p className="muted">{t('toolbox.resultEmpty')}</p>
      ) : (
        text && <AiText text={text} phase={phase} testId="toolbox-text" />
      )}
      {finished && (
        <div className="row">
          <Button variant="secondary" size="sm" onClick={() => void copy()}>
            {copied ? t('ai.copied') : t('ai.copy')}
          </Button>
          <Button variant="secondary" size="sm" busy={pdfBusy} onClick={() => void download()}>
            {pdfBusy ? t('ai.preparingPdf') : t('ai.downloadPdf')}
          </Button>
        </div>
      )}
    </Card>
  );
}
