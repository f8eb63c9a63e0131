import { t, type PackText } from '../content-pack';
import type { CultureType } from './constants';

/**
 * The four culture types' names as the culture profile section (content.ts) names them to a respondent; apart, so
 * the feedback PDF can check a locale file's name against today's English without loading the whole section.
 */
export const CULTURE_TYPE_NAMES: Readonly<Record<CultureType, PackText>> = {
  collaborate: t('Collaborate', 'ร่วมมือ', 'Colaborar'),
  create: t('Create', 'สร้างสรรค์', 'Crear'),
  compete: t('Compete', 'แข่งขัน', 'Competir'),
  control: t('Control', 'ควบคุม', 'Controlar'),
};
