import type { Locale } from '../../i18n/locale';
import { definePack, localizeDeep, t, type LocalizedPayload, type PackMeta, type PackText } from '../content-pack';
import { LOGIC_PARTS, type LogicItem, type LogicPart } from './content-types';
import { DATA_INTERPRETATION_ITEMS, PROBLEM_RESOLVING_ITEMS } from './items-data-problems';
import { LOGICAL_REASONING_ITEMS, PATTERN_RECOGNITION_ITEMS } from './items-pattern-reasoning';
import { POOL_ITEMS } from './items-pool';
import { TRANSLATION_STAMPS } from './translation-stamps';

export * from './content-types';

/**
 * Logic test item bank: the PUBLIC half. Answer keys are in lambdas/src/sections/logic-test-answer-keys.ts,
 * on the server only; nothing here may import it (content.test.ts checks the payload). Items are written in-house
 * on ICAR's item types; no ICAR item is used (ICAR items are for registered researchers only).
 */
export interface LogicTestPack extends PackMeta<'logic_test'> {
  readonly title: PackText;
  readonly instructions: PackText;
  readonly parts: readonly { readonly id: LogicPart; readonly name: PackText }[];
  readonly items: readonly LogicItem[];
}

/** Published 2026.1: the 24 original items, every respondent served all of them. Never edit (content-registry.test.ts pins its hash). */
export const RAW_PACK_2026_1: LogicTestPack = {
  kind: 'logic_test',
  version: '2026.1',
  publishedAt: '2026-11-22',
  attribution: [
    {
      work: 'International Cognitive Ability Resource (ICAR) item types',
      author: 'Condon and Revelle (2014)',
      licence: 'Item types only; no ICAR item is reproduced',
      url: 'https://icar-project.com',
      use: 'design model only',
    },
  ],
  notes: [
    t('Items are written in-house and have not been psychometrically calibrated; difficulty is judged, not measured.'),
  ],
  title: t('Logic test', 'แบบทดสอบตรรกะ', 'Prueba de lógica'),
  instructions: t(
    'Choose the best answer for each question. Work quickly but carefully; you cannot use a calculator.',
    'เลือกคำตอบที่ดีที่สุดสำหรับแต่ละข้อ ทำอย่างรวดเร็วแต่รอบคอบ ไม่อนุญาตให้ใช้เครื่องคิดเลข',
    'Elige la mejor respuesta para cada pregunta. Trabaja rápido pero con cuidado; no puedes usar calculadora.',
  ),
  parts: [
    { id: 'pattern_recognition', name: t('Pattern recognition', 'การจดจำรูปแบบ', 'Reconocimiento de patrones') },
    { id: 'logical_reasoning', name: t('Logical reasoning', 'การใช้เหตุผลเชิงตรรกะ', 'Razonamiento lógico') },
    { id: 'data_interpretation', name: t('Data interpretation', 'การตีความข้อมูล', 'Interpretación de datos') },
    { id: 'problem_resolving', name: t('Problem solving', 'การแก้ปัญหา', 'Resolución de problemas') },
  ],
  items: [
    ...PATTERN_RECOGNITION_ITEMS,
    ...LOGICAL_REASONING_ITEMS,
    ...DATA_INTERPRETATION_ITEMS,
    ...PROBLEM_RESOLVING_ITEMS,
  ],
};

export const LOGIC_TEST_PACK_2026_1 = definePack(RAW_PACK_2026_1, TRANSLATION_STAMPS);

/**
 * The newest version (2026.2): 2026.1 and the pool's parallel forms (items-pool.ts). Each respondent is served a
 * draw of 24 (draw.ts); a respondent with no draw, the original 24. What scripts/stamp-translations.ts stamps.
 */
export const RAW_PACK: LogicTestPack = {
  ...RAW_PACK_2026_1,
  version: '2026.2',
  publishedAt: '2026-11-26',
  items: [...RAW_PACK_2026_1.items, ...POOL_ITEMS],
};

export const LOGIC_TEST_PACK = definePack(RAW_PACK, TRANSLATION_STAMPS);

export type PublicLogicItem = LocalizedPayload<LogicItem>;

/**
 * The items a respondent receives, in `locale`: stem, optional table and options, never the key.
 * `parts` narrows to some parts (default: all four, in order).
 */
export function publicLogicItems(
  locale: Locale,
  parts: readonly LogicPart[] = LOGIC_PARTS,
  pack: LogicTestPack = LOGIC_TEST_PACK,
): PublicLogicItem[] {
  return pack.items
    .filter((item) => parts.includes(item.part))
    .map((item) =>
      localizeDeep(
        {
          id: item.id,
          part: item.part,
          type: item.type,
          stem: item.stem,
          ...(item.table ? { table: item.table } : {}),
          options: item.options.map((o) => ({ id: o.id, text: o.text })),
        },
        locale,
      ),
    );
}
