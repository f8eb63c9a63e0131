import type { ErrorCode } from '../errors/catalogue';
import { isBlankMessage } from './ticket';
import { CHAT_CACHE_DAYS } from '../constants/limits';

/** Chat message, kept only in the browser (spec part 1 §3 "Chat message (local only)"). */
export interface ChatMessage {
  id: string;
  text: string;
  type: 'user' | 'system';
  time: string;
  timestamp: number;
  attachmentPreview?: string;
  /** Set on a user message whose send failed; the message is kept (spec part 1 §4). */
  failed?: boolean;
  /** System lines: a confirmation, or the error's catalogue code. */
  errorCode?: ErrorCode;
}

/** A user message is added only if it has text; whitespace-only is rejected in chat. */
export function addUserMessage(log: readonly ChatMessage[], message: Omit<ChatMessage, 'type'>): ChatMessage[] {
  if (isBlankMessage(message.text) && !message.attachmentPreview) return [...log];
  return [...log, { ...message, text: message.text.trim(), type: 'user' }];
}

/**
 * After sending: a system confirmation (the reply goes to the user's e-mail), or on failure the
 * user message is kept, flagged failed, followed by an error line.
 */
export function settleSend(
  log: readonly ChatMessage[],
  messageId: string,
  outcome:
    | { ok: true; systemLine: Omit<ChatMessage, 'type'> }
    | { ok: false; errorCode: ErrorCode; systemLine: Omit<ChatMessage, 'type'> },
): ChatMessage[] {
  const updated = log.map((m) => (m.id === messageId && !outcome.ok ? { ...m, failed: true } : m));
  const line: ChatMessage = {
    ...outcome.systemLine,
    type: 'system',
    ...(outcome.ok ? {} : { errorCode: outcome.errorCode }),
  };
  return [...updated, line];
}

/** The chat cache keeps 30 days (spec part 2 §7.5, §9.6). */
export function pruneChatCache(log: readonly ChatMessage[], now: Date): ChatMessage[] {
  const cutoff = now.getTime() - CHAT_CACHE_DAYS * 24 * 60 * 60 * 1000;
  return log.filter((m) => m.timestamp >= cutoff);
}

/** Routes where the chat button is hidden (spec part 1 §2 "Help and support"). */
export const CHAT_HIDDEN_ROUTE_NAMES = [
  'Login',
  'Signup',
  'SignupVerify',
  'AccountVerify',
  'SignupInfo',
  'SignupBranding',
  'Pincode',
  'ConfirmCanditate',
  'AssessmentTest',
  'AssessmentResults',
  'AssessmentsCandidate',
] as const;
const HIDDEN_PATH_PARTS = ['assessment-test', 'confirm-canditate', 'assessment-results', 'assessments/candidate'];

/** Hidden on those routes (and their variants), on paths containing those parts, and on public routes. */
export function isChatButtonHidden(route: { name?: string; path: string; requiresAuth: boolean }): boolean {
  if (!route.requiresAuth) return true;
  if (route.name && CHAT_HIDDEN_ROUTE_NAMES.some((n) => route.name === n || route.name?.startsWith(n))) return true;
  return HIDDEN_PATH_PARTS.some((p) => route.path.includes(p));
}
