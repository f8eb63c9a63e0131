import { describe, expect, it } from 'vitest';
import { bootChunks } from './boot-script-plugin';

const chunk = (fileName: string, modules: string[], imports: string[] = [], extra: Record<string, unknown> = {}) => ({
  type: 'chunk' as const,
  fileName,
  facadeModuleId: null,
  moduleIds: modules,
  imports,
  isEntry: false,
  ...extra,
});
const src = (path: string) => `/repo/web/src/${path}`;

describe("the chunks the boot script fetches ahead of a test's first screen", () => {
  const bundle = {
    'assets/index.js': chunk('assets/index.js', [src('main.tsx')], [], { isEntry: true }),
    'assets/take-test.js': chunk(
      'assets/take-test.js',
      [src('app/routes/respondent/take-test.tsx')],
      ['assets/index.js', 'assets/registry.js'],
    ),
    'assets/registry.js': chunk('assets/registry.js', [src('features/sections/registry.ts')], ['assets/index.js']),
    'assets/section-screen.js': chunk('assets/section-screen.js', [], ['assets/take-test.js'], {
      facadeModuleId: src('app/routes/respondent/section-screen.tsx'),
    }),
    'assets/answer-vt.js': chunk('assets/answer-vt.js', [], ['assets/choice-group.js'], {
      facadeModuleId: src('features/sections/values-and-traits/answer.tsx'),
    }),
    'assets/answer-b5.js': chunk('assets/answer-b5.js', [src('features/sections/big5/answer.tsx')], []),
    'assets/choice-group.js': chunk('assets/choice-group.js', [src('features/sections/common/choice-group.tsx')]),
    'assets/index.css': { type: 'asset' as const },
  };

  it('each with the chunks it imports, without the first script (already loading) or a file of an earlier list', () => {
    expect(bootChunks(bundle)).toEqual({
      test: ['take-test', 'registry'],
      sectionScreen: ['section-screen'],
      answers: { values_and_traits: ['answer-vt', 'choice-group'], big5: ['answer-b5'] },
    });
  });
});
