/**
 * The boundary rule (`boundaries/layers`): in lambdas/src/<context> and web/src/features/<feature>, an import of
 * another unit must name its face (index.ts) and a unit on a lower layer; infrastructure imports no unit. The layers
 * are scripts/arch/boundaries.js, the table `npm run arch` reports against.
 */
import { resolve } from 'node:path';
import { checkImport, resolveImport } from './boundaries.js';

const repoRoot = resolve(import.meta.dirname, '../..');

const layers = {
  meta: {
    type: 'problem',
    docs: {
      description: 'Imports across contexts and features go down the layers, through the face (docs/boundaries.md)',
    },
    schema: [],
    messages: { boundary: '{{message}}' },
  },
  create(context) {
    const file = context.filename;
    const check = (node, source) => {
      if (!source || typeof source.value !== 'string') return;
      const target = resolveImport(file, source.value);
      if (!target) return;
      const problem = checkImport(file, target, repoRoot);
      if (problem) context.report({ node: source, messageId: 'boundary', data: { message: problem.message } });
    };
    return {
      ImportDeclaration: (node) => check(node, node.source),
      ExportNamedDeclaration: (node) => check(node, node.source),
      ExportAllDeclaration: (node) => check(node, node.source),
      ImportExpression: (node) => check(node, node.source.type === 'Literal' ? node.source : null),
    };
  },
};

export default { meta: { name: 'boundaries' }, rules: { layers } };
