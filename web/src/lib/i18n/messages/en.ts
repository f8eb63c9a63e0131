import { respondentPagesEn } from '../parts/respondent-pages.en';
import { otherPagesEn } from '../parts/other-pages.en';

/**
 * Interface strings, English (the source), one catalogue per context in this folder (the same names as web/src/features
 * and the server's contexts) and common.en.ts for the app shell; th and es translate the same keys in files of the
 * same names. They are joined here through the two parts that load them (../parts), so a module that needs every
 * English string shares the other pages' script rather than splitting it.
 */
export const en = { ...respondentPagesEn, ...otherPagesEn } as const;

export type MessageKey = keyof typeof en;
export type Messages = Record<MessageKey, string>;
