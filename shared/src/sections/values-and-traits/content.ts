import { definePack, t, type PackMeta, type PackText } from '../content-pack';
import { TRAITS, type TraitItem } from './content-traits';
import { VALUES, type ValueItem } from './content-values';
import { TRANSLATION_STAMPS } from './translation-stamps';

export type { TraitItem, ValueItem };

/** Content of the values_and_traits section: answers are keyed by these ids (spec part 1 §3 "Answers"). */
export interface ValuesAndTraitsPack extends PackMeta<'values_and_traits'> {
  readonly defining_your_values: {
    readonly title: PackText;
    readonly instructions: PackText;
    readonly items: readonly ValueItem[];
  };
  readonly identifying_key_traits: {
    readonly title: PackText;
    readonly instructions: PackText;
    readonly items: readonly TraitItem[];
  };
}

export const RAW_PACK: ValuesAndTraitsPack = {
  kind: 'values_and_traits',
  version: '2026.1',
  publishedAt: '2026-11-22',
  attribution: [],
  notes: [t('Values and traits are written in-house; no third-party wording is used.')],
  defining_your_values: {
    title: t('Defining your values', 'กำหนดค่านิยมของคุณ', 'Define tus valores'),
    instructions: t(
      'Rate how important each value is to you at work, from Not At All Important to Most Important.',
      'ให้คะแนนว่าค่านิยมแต่ละข้อสำคัญต่อคุณในการทำงานเพียงใด ตั้งแต่ไม่สำคัญเลยจนถึงสำคัญที่สุด',
      'Valora la importancia de cada valor para ti en el trabajo, desde Nada importante hasta Lo más importante.',
    ),
    items: VALUES,
  },
  identifying_key_traits: {
    title: t('Identifying key traits', 'ระบุคุณลักษณะสำคัญ', 'Identifica los rasgos clave'),
    instructions: t(
      'Rate how important each personal trait is for success in this role.',
      'ให้คะแนนว่าคุณลักษณะส่วนบุคคลแต่ละข้อสำคัญต่อความสำเร็จในตำแหน่งนี้เพียงใด',
      'Valora la importancia de cada rasgo personal para tener éxito en este puesto.',
    ),
    items: TRAITS,
  },
};

export const VALUES_AND_TRAITS_PACK = definePack(RAW_PACK, TRANSLATION_STAMPS);
