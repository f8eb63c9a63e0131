import { contextRouter } from '../http/context-router';

export const handler = contextRouter('toolbox', {});
