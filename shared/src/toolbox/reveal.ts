import { AI_FINAL_PROGRESS_STEPS, TEXT_REVEAL } from '../constants/ai';

/**
 * The display states of AI text (spec part 1 §4, part 2 §4): loading until the first piece arrives, streaming while
 * text is revealed, locked once the answer is complete but the reveal is still catching up, finished when all shows.
 */
export type RevealPhase = 'idle' | 'loading' | 'streaming' | 'locked' | 'finished' | 'failed';

export interface RevealState {
  phase: RevealPhase;
  /** Everything received so far. */
  received: string;
  /** How much of it is shown. */
  shown: number;
  complete: boolean;
}

export const REVEAL_START: RevealState = { phase: 'loading', received: '', shown: 0, complete: false };

/** A piece of text arrived. */
export function revealReceive(state: RevealState, text: string): RevealState {
  return { ...state, received: state.received + text, phase: state.phase === 'loading' ? 'streaming' : state.phase };
}

/** The answer is complete (its final text replaces what streamed, e.g. after a retry). */
export function revealComplete(state: RevealState, finalText: string): RevealState {
  const shown = Math.min(state.shown, finalText.length);
  return {
    ...state,
    received: finalText,
    shown,
    complete: true,
    phase: shown >= finalText.length ? 'finished' : 'locked',
  };
}

/** One tick of the reveal: up to 120 more characters (part 2 §9.3, every 180 ms). */
export function revealTick(state: RevealState): RevealState {
  if (state.shown >= state.received.length) return state.complete ? { ...state, phase: 'finished' } : state;
  const shown = Math.min(state.received.length, state.shown + TEXT_REVEAL.chunkChars);
  const phase = state.complete ? (shown >= state.received.length ? 'finished' : 'locked') : 'streaming';
  return { ...state, shown, phase };
}

/**
 * Progress of a generation made of `total` results (spec part 2 §4): rises with each finished result up to 85,
 * then steps through 90, 95 and 100 as the last stages finish.
 */
export function generationProgress(finishedResults: number, total: number, finalStep: 0 | 1 | 2 | 3 = 0): number {
  if (finalStep > 0) return AI_FINAL_PROGRESS_STEPS[finalStep - 1] as number;
  if (total <= 0) return 0;
  return Math.round((Math.min(finishedResults, total) / total) * 85);
}
