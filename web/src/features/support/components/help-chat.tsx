import { useEffect, useId, useRef, useState } from 'react';
import { SUPPORT_REPLY_HOURS } from '@shared/constants/limits';
import { addUserMessage, settleSend, type ChatMessage } from '@shared/support/chat';
import { isBlankMessage, isChatSubmitShortcut } from '@shared/support/ticket';
import { Button } from '../../../components/ui/button';
import { errorText, useLocale, useT } from '../../../lib/i18n/use-t';
import { newRequestId, sendSupportMessage, supportErrorText } from '../api/support';
import { readChat, writeChat } from '../chat-cache';
import { focusOnMount } from '../../../lib/dom-fixes';

/**
 * The floating support chat (spec part 1 §2): Ctrl/Cmd+Enter sends, whitespace-only is not sent, a message that
 * failed stays with its failure notice and can be sent again (same request id: never twice at support), and the
 * conversation is kept in the browser for 30 days. Each message reaches support as a ticket.
 */
export function HelpChat({ email }: { email: string }) {
  const t = useT();
  const locale = useLocale();
  const inputId = useId();
  const [open, setOpen] = useState(false);
  const [log, setLog] = useState<ChatMessage[]>(() => readChat(email));
  const [text, setText] = useState('');
  const [sending, setSending] = useState<string | null>(null);
  const end = useRef<HTMLDivElement>(null);

  useEffect(() => {
    writeChat(email, log);
  }, [email, log]);
  useEffect(() => {
    end.current?.scrollIntoView?.({ block: 'end' });
  }, [log, open]);

  const line = (lineText: string): Omit<ChatMessage, 'type'> => {
    const now = new Date();
    return { id: newRequestId(), text: lineText, time: now.toISOString(), timestamp: now.getTime() };
  };

  async function deliver(message: ChatMessage) {
    setSending(message.id);
    try {
      await sendSupportMessage({ requestId: message.id, message: message.text });
      const received = t('support.chat.received', {
        email,
        min: SUPPORT_REPLY_HOURS.min,
        max: SUPPORT_REPLY_HOURS.max,
      });
      setLog((current) =>
        settleSend(
          current.map((m) => (m.id === message.id ? { ...m, failed: false } : m)),
          message.id,
          { ok: true, systemLine: line(received) },
        ),
      );
    } catch (err) {
      const reason = supportErrorText(err, locale);
      setLog((current) =>
        settleSend(current, message.id, {
          ok: false,
          errorCode: 'CHAT_MESSAGE_FAILED',
          systemLine: line(`${errorText('CHAT_MESSAGE_FAILED', locale)} (${reason})`),
        }),
      );
    } finally {
      setSending(null);
    }
  }

  function send() {
    if (isBlankMessage(text) || sending) return;
    const message = { ...line(text.trim()), type: 'user' as const };
    setLog((current) => addUserMessage(current, message));
    setText('');
    void deliver(message);
  }

  if (!open) {
    return (
      <button
        type="button"
        className="help-chat-button"
        aria-label={t('support.chat.open')}
        title={t('support.chat.open')}
        onClick={() => setOpen(true)}
      >
        <span aria-hidden="true">?</span>
      </button>
    );
  }
  return (
    <section
      className="help-chat"
      aria-label={t('support.chat.title')}
      onKeyDown={(e) => e.key === 'Escape' && setOpen(false)}
    >
      <header className="help-chat-head">
        <h2>{t('support.chat.title')}</h2>
        <button
          type="button"
          className="link-button"
          aria-label={t('support.chat.close')}
          onClick={() => setOpen(false)}
        >
          ×
        </button>
      </header>
      <div className="help-chat-log" role="log" aria-live="polite">
        {log.length === 0 && <p className="muted">{t('support.chat.empty')}</p>}
        {log.map((m) => (
          <div
            key={m.id}
            className={`help-chat-line ${m.type}${m.failed ? ' failed' : ''}${m.errorCode ? ' error' : ''}`}
          >
            <span className="visually-hidden">
              {m.type === 'user' ? t('support.chat.you') : t('support.chat.support')}:{' '}
            </span>
            <p>{m.text}</p>
            {m.failed && (
              <Button variant="secondary" size="sm" disabled={!!sending} onClick={() => void deliver(m)}>
                {t('support.chat.retry')}
              </Button>
            )}
          </div>
        ))}
        <div ref={end} />
      </div>
      <form
        className="help-chat-form"
        onSubmit={(e) => {
          e.preventDefault();
          send();
        }}
      >
        <label htmlFor={inputId} className="visually-hidden">
          {t('support.chat.placeholder')}
        </label>
        <textarea
          id={inputId}
          rows={2}
          maxLength={5000}
          value={text}
          placeholder={t('support.chat.placeholder')}
          onChange={(e) => setText(e.target.value)}
          onKeyDown={(e) => {
            if (isChatSubmitShortcut(e)) {
              e.preventDefault();
              send();
            }
          }}
          autoFocus
          ref={focusOnMount}
        />
        <Button type="submit" size="sm" disabled={isBlankMessage(text) || !!sending} busy={!!sending}>
          {t('support.chat.send')}
        </Button>
      </form>
    </section>
  );
}
