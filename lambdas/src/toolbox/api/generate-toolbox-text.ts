import { defineStreamHandler } from '../../http/stream-handler';
import { runGenerator } from '../generators/run-generator';

/**
 * Run a toolbox generator for 1 credit, its text streamed as it is written (spec part 1 §1, §4 generation states;
 * part 2 §1, §9.1). The payer and owner is the signed-in person, from the verified token; a guest pays no credit
 * (it has none) and draws on the guests' shared budget instead (docs/abuse.md "AI").
 */
export const generateToolboxText = defineStreamHandler(
  'generateToolboxText',
  async ({ actor, body, now, sourceIp }, out) =>
    runGenerator({ email: actor.email, request: body, out, now, sourceIp }),
);
