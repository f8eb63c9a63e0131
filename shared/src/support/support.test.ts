import { describe, expect, it } from 'vitest';
import { addUserMessage, isChatButtonHidden, pruneChatCache, settleSend, type ChatMessage } from './chat';
import {
  canSubmitSupport,
  checkSupportAttachment,
  isChatSubmitShortcut,
  supportAttachmentKey,
  ticketCredits,
  ZSupportRequest,
  ZSupportTicket,
} from './ticket';
import { validationErrorCode } from '../errors/validation';

const codeOf = (input: unknown) => {
  const r = ZSupportRequest.safeParse(input);
  return r.success ? null : validationErrorCode(r.error);
};

describe('Support message must not be empty (spec part 1 §5)', () => {
  it.each([
    ['a message', { message: 'Help, my invite failed' }, null],
    ['empty', { message: '' }, 'SUPPORT_MESSAGE_REQUIRED'],
    ['whitespace-only rejected', { message: ' \n\t ' }, 'SUPPORT_MESSAGE_REQUIRED'],
    ['missing', {}, 'SUPPORT_MESSAGE_REQUIRED'],
    ['Support attachments: .png', { message: 'x', attachment: { fileName: 'a.PNG', size: 10 } }, null],
    ['.jpeg', { message: 'x', attachment: { fileName: 'shot.jpeg', size: 10 } }, null],
    ['not .gif', { message: 'x', attachment: { fileName: 'a.gif', size: 10 } }, 'SUPPORT_ATTACHMENT_TYPE'],
  ])('%s', (_rule, input, code) => {
    expect(codeOf(input)).toBe(code);
  });

  it.each([
    ['a.png', null],
    ['a.jpg', null],
    ['a.JPEG', null],
    ['a.pdf', 'SUPPORT_ATTACHMENT_TYPE'],
    ['png', 'SUPPORT_ATTACHMENT_TYPE'],
  ])('attachment %s -> %s', (name, code) => {
    expect(checkSupportAttachment(name)).toBe(code);
  });

  it.each([
    [{ message: '', fileLoading: false, sending: false }, false],
    [{ message: 'hi', fileLoading: true, sending: false }, false],
    [{ message: 'hi', fileLoading: false, sending: true }, false],
    [{ message: 'hi', fileLoading: false, sending: false }, true],
  ])('Submit disabled while empty, while a file loads, or while sending (%j)', (state, ok) => {
    expect(canSubmitSupport(state)).toBe(ok);
  });

  it('Ctrl/Cmd+Enter submits in chat', () => {
    expect(isChatSubmitShortcut({ key: 'Enter', ctrlKey: true, metaKey: false })).toBe(true);
    expect(isChatSubmitShortcut({ key: 'Enter', ctrlKey: false, metaKey: true })).toBe(true);
    expect(isChatSubmitShortcut({ key: 'Enter', ctrlKey: false, metaKey: false })).toBe(false);
  });

  it('Attachments are stored under images/users/{emailKey}/support-tickets-{filename}-{guid}.{ext}; missing e-mail blocks upload', () => {
    expect(supportAttachmentKey('Ann.Lee@acme.com', 'my shot.png', 'g1')).toBe(
      'images/users/ann,lee@acme,com/support-tickets-my_shot-g1.png',
    );
    expect(supportAttachmentKey('', 'a.png', 'g1')).toEqual({ error: 'SUPPORT_EMAIL_REQUIRED' });
  });

  it('credits_remaining (or text Unlimited)', () => {
    expect(ticketCredits({ unlimited: true, quota_remaining: 0 })).toBe('Unlimited');
    expect(ticketCredits({ unlimited: false, quota_remaining: 3 })).toBe(3);
    const ticket = {
      message: 'hi',
      has_attachment: false,
      company_name: 'Acme',
      fullname: 'Ann Lee',
      email: 'ann@acme.com',
      assessments_total: 2,
      credits_remaining: 'Unlimited',
      created_at: '2026-03-10 10:00:00',
    };
    expect(ZSupportTicket.safeParse(ticket).success).toBe(true);
  });
});

describe('Help chat (spec part 1 §4)', () => {
  const msg = (id: string, text: string, timestamp = 0) => ({ id, text, time: '10:00', timestamp });
  it('whitespace-only rejected in chat', () => {
    expect(addUserMessage([], msg('1', '   '))).toEqual([]);
  });
  it('a sent message becomes a user message followed by a system confirmation', () => {
    const log = addUserMessage([], msg('1', ' hello '));
    const after = settleSend(log, '1', { ok: true, systemLine: msg('2', 'Received') });
    expect(after.map((m) => [m.type, m.text, m.failed ?? false])).toEqual([
      ['user', 'hello', false],
      ['system', 'Received', false],
    ]);
  });
  it('failed sends are kept with a failure notice', () => {
    const log = addUserMessage([], msg('1', 'hello'));
    const after = settleSend(log, '1', { ok: false, errorCode: 'CHAT_MESSAGE_FAILED', systemLine: msg('2', '') });
    expect(after[0]).toMatchObject({ failed: true, text: 'hello' });
    expect(after[1]).toMatchObject({ type: 'system', errorCode: 'CHAT_MESSAGE_FAILED' });
  });
  it('Chat cache 30 days', () => {
    const now = new Date('2026-03-31T00:00:00Z');
    const log: ChatMessage[] = [
      { ...msg('old', 'a', Date.parse('2026-02-28T00:00:00Z')), type: 'user' },
      { ...msg('new', 'b', Date.parse('2026-03-02T00:00:00Z')), type: 'user' },
    ];
    expect(pruneChatCache(log, now).map((m) => m.id)).toEqual(['new']);
  });

  it.each([
    [{ name: 'Assessments', path: '/assessments', requiresAuth: true }, false],
    [{ name: 'Login', path: '/login', requiresAuth: false }, true],
    [{ name: 'SignupBranding', path: '/signup/branding', requiresAuth: true }, true],
    [{ name: 'AssessmentResultsTh', path: '/th/assessment-results', requiresAuth: false }, true],
    [{ path: '/assessments/candidate', requiresAuth: true }, true],
    [{ path: '/x/assessment-test/abc', requiresAuth: true }, true],
    [{ name: 'MyAccount', path: '/account', requiresAuth: true }, false],
  ])(
    'The chat button is hidden on sign-in, sign-up, test and results routes and on public routes (%j)',
    (route, hidden) => {
      expect(isChatButtonHidden(route)).toBe(hidden);
    },
  );
});
