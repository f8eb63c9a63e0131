import { pruneChatCache, type ChatMessage } from '@shared/support/chat';

/** The chat is kept in browser storage under `helpSupportMessages` for 30 days (spec part 2 §7.5, §9.6), per user. */
export const CHAT_CACHE_KEY = 'helpSupportMessages';

export function readChat(email: string, now: Date = new Date()): ChatMessage[] {
  try {
    const stored = JSON.parse(localStorage.getItem(CHAT_CACHE_KEY) ?? 'null') as {
      email?: string;
      messages?: ChatMessage[];
    } | null;
    if (!stored || stored.email !== email || !Array.isArray(stored.messages)) return [];
    return pruneChatCache(stored.messages, now);
  } catch {
    return [];
  }
}

export function writeChat(email: string, messages: readonly ChatMessage[]): void {
  try {
    localStorage.setItem(CHAT_CACHE_KEY, JSON.stringify({ email, messages }));
  } catch {
    /* storage full or blocked: the chat lasts for this page */
  }
}
