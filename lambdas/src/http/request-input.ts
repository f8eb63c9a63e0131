import { $ZodError } from 'zod/v4/core';

/**
 * A request's input did not match its schema: the caller's mistake, answered 400 with the fields. Only request
 * parsing raises it (the handler factory and the section parsers of request bodies); a ZodError anywhere else
 * means stored data or our own code is wrong, and is a logged 500 (error-mapper.ts).
 */
export class RequestInputError extends Error {
  constructor(readonly zod: $ZodError) {
    super(zod.message);
    this.name = 'RequestInputError';
  }
}

/** Runs a parse of request input; its ZodError becomes a RequestInputError. */
export function requestInput<T>(parse: () => T): T {
  try {
    return parse();
  } catch (error) {
    // zod's core error: what classic and zod/mini schemas alike throw (docs/cold-start.md).
    if (error instanceof $ZodError) throw new RequestInputError(error);
    throw error;
  }
}
