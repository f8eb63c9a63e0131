import { AsyncLocalStorage } from 'node:async_hooks';

const choice = new AsyncLocalStorage<string>();

/**
 * The caller's model choice for one request (spec part 2 §7.1: header x-model, openai or gemini). The streaming
 * handler runs the use case inside it, so every generation of that request uses the chosen provider without each
 * use case passing it along.
 */
export function withAiModel<T>(model: string | undefined, fn: () => Promise<T>): Promise<T> {
  return model ? choice.run(model, fn) : fn();
}

/** The model chosen for the current request, if any. */
export function chosenAiModel(): string | undefined {
  return choice.getStore();
}
