import type { AiProvider, AiRequest } from '../../lambdas/src/adapters/ai';

/**
 * An AI provider that answers from a script: each attempt takes the next entry (the last one repeats); an Error entry
 * is thrown. Streaming cuts the answer into pieces of `pieceChars`. `calls` keeps every request it was sent.
 */
export function scriptedProvider(answers: (string | Error)[], pieceChars = 5): AiProvider & { calls: AiRequest[] } {
  const calls: AiRequest[] = [];
  const next = (request: AiRequest) => {
    calls.push(request);
    const answer = answers[Math.min(calls.length - 1, answers.length - 1)] as string | Error;
    if (answer instanceof Error) throw answer;
    return answer;
  };
  return {
    name: 'bedrock',
    model: 'test-model',
    calls,
    async generate(request) {
      return { text: next(request), provider: 'bedrock', model: 'test-model', offline: false };
    },
    async *stream(request) {
      const text = next(request);
      for (let i = 0; i < text.length; i += pieceChars) yield text.slice(i, i + pieceChars);
    },
  };
}
