import type { Localized } from '../../i18n/locale';

export interface ErrorEntry {
  status: number;
  text: Localized;
}
