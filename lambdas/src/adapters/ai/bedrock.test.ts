import { afterEach, describe, expect, it } from 'vitest';
import { mockClient } from 'aws-sdk-client-mock';
import {
  BedrockRuntimeClient,
  ConverseCommand,
  ConverseStreamCommand,
  type ConverseStreamOutput,
} from '@aws-sdk/client-bedrock-runtime';
import { bedrockProvider } from './bedrock';

/**
 * The Bedrock adapter of the AI port (docs/architecture.md "Adapters": Bedrock Runtime Converse / ConverseStream). ConverseStream
 * answers with `stream`, an async iterable of events; the mock hands the adapter one made from a generator, the same
 * shape the SDK builds from the event stream.
 */

const bedrock = mockClient(BedrockRuntimeClient);
afterEach(() => bedrock.reset());

async function* events(...list: ConverseStreamOutput[]): AsyncGenerator<ConverseStreamOutput> {
  for (const e of list) yield e;
}
const text = (t: string): ConverseStreamOutput => ({ contentBlockDelta: { contentBlockIndex: 0, delta: { text: t } } });

async function collect(iterable: AsyncIterable<string>): Promise<string[]> {
  const out: string[] = [];
  for await (const piece of iterable) out.push(piece);
  return out;
}

const MODEL = 'anthropic.claude-3-5-sonnet-20240620-v1:0';
const request = { system: 'You are careful.', prompt: 'Write a summary.', maxTokens: 900 };

describe('Bedrock ConverseStream', () => {
  it('yields the text pieces in the order the model writes them, skipping events without text', async () => {
    bedrock.on(ConverseStreamCommand).resolves({
      stream: events(
        { messageStart: { role: 'assistant' } },
        text('## Sum'),
        text('mary\nGood'),
        { contentBlockStop: { contentBlockIndex: 0 } },
        text('.\nRecommendation: good fit'),
        { messageStop: { stopReason: 'end_turn' } },
        { metadata: { usage: { inputTokens: 10, outputTokens: 12, totalTokens: 22 }, metrics: { latencyMs: 5 } } },
      ),
    });
    const pieces = await collect(bedrockProvider(MODEL).stream(request));
    expect(pieces).toEqual(['## Sum', 'mary\nGood', '.\nRecommendation: good fit']);
    // The request: the stack's model, the system prompt, the user prompt and the prompt's token limit.
    const sent = bedrock.commandCalls(ConverseStreamCommand)[0]!.args[0].input;
    expect(sent).toMatchObject({
      modelId: MODEL,
      system: [{ text: 'You are careful.' }],
      messages: [{ role: 'user', content: [{ text: 'Write a summary.' }] }],
      inferenceConfig: { maxTokens: 900, temperature: 0.01 },
    });
  });

  it('an error event in the stream throws after the pieces before it, so the attempt fails and is retried', async () => {
    bedrock.on(ConverseStreamCommand).resolves({
      stream: events(
        text('Half an '),
        {
          throttlingException: { name: 'ThrottlingException', message: 'Too many tokens', $fault: 'client' },
        } as ConverseStreamOutput,
        text('never seen'),
      ),
    });
    const seen: string[] = [];
    await expect(
      (async () => {
        for await (const piece of bedrockProvider(MODEL).stream(request)) seen.push(piece);
      })(),
    ).rejects.toThrow(`bedrock ${MODEL}: Too many tokens`);
    expect(seen).toEqual(['Half an ']);
  });

  it.each<[string, ConverseStreamOutput]>([
    [
      'modelStreamErrorException',
      {
        modelStreamErrorException: { name: 'ModelStreamErrorException', message: 'model broke', $fault: 'client' },
      } as ConverseStreamOutput,
    ],
    [
      'internalServerException',
      {
        internalServerException: { name: 'InternalServerException', message: 'oops', $fault: 'server' },
      } as ConverseStreamOutput,
    ],
    [
      'validationException',
      {
        validationException: { name: 'ValidationException', message: 'bad input', $fault: 'client' },
      } as ConverseStreamOutput,
    ],
    [
      'serviceUnavailableException',
      {
        serviceUnavailableException: { name: 'ServiceUnavailableException', message: 'busy', $fault: 'server' },
      } as ConverseStreamOutput,
    ],
  ])('a %s event throws', async (_name, failure) => {
    bedrock.on(ConverseStreamCommand).resolves({ stream: events(failure) });
    await expect(collect(bedrockProvider(MODEL).stream(request))).rejects.toThrow(`bedrock ${MODEL}:`);
  });

  it('an answer without a stream, or a refused call, throws', async () => {
    bedrock.on(ConverseStreamCommand).resolves({});
    await expect(collect(bedrockProvider(MODEL).stream(request))).rejects.toThrow('no stream');
    bedrock.on(ConverseStreamCommand).rejects(new Error('AccessDeniedException'));
    await expect(collect(bedrockProvider(MODEL).stream(request))).rejects.toThrow('AccessDeniedException');
  });
});

describe('Bedrock Converse', () => {
  it('joins the text blocks of the answer; an empty answer throws with the stop reason', async () => {
    bedrock.on(ConverseCommand).resolves({
      output: { message: { role: 'assistant', content: [{ text: 'One ' }, { text: 'two.' }] } },
      stopReason: 'end_turn',
    });
    expect(await bedrockProvider(MODEL).generate(request)).toEqual({
      text: 'One two.',
      provider: 'bedrock',
      model: MODEL,
      offline: false,
    });
    bedrock
      .on(ConverseCommand)
      .resolves({ output: { message: { role: 'assistant', content: [] } }, stopReason: 'max_tokens' });
    await expect(bedrockProvider(MODEL).generate(request)).rejects.toThrow('empty answer (max_tokens)');
  });
});
