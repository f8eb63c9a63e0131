/** A Cognito API error, sent as the JSON protocol sends it: `__type` + `message`, HTTP 400. */
export class CognitoError extends Error {
  constructor(
    override readonly name: string,
    message: string,
    readonly status = 400,
  ) {
    super(message);
  }
}

/** How Cognito reports a trigger that threw: `<Trigger> failed with error <message>.` */
export function triggerFailure(trigger: string, err: unknown): CognitoError {
  const message = err instanceof Error ? err.message : String(err);
  return new CognitoError('UserLambdaValidationException', `${trigger} failed with error ${message}.`);
}
