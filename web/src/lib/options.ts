import type { MessageKey } from './i18n/messages/en';

/**
 * Organization types offered in sign-up and the wizard. The spec mentions about 62 without listing
 * them; these few cover the product's audiences and the value sent is the English label.
 */
export const ORGANIZATION_TYPES: ReadonlyArray<{ value: string; label: MessageKey }> = [
  { value: 'Startup', label: 'org.startup' },
  { value: 'Small or medium business', label: 'org.smb' },
  { value: 'Enterprise', label: 'org.enterprise' },
  { value: 'Non-profit', label: 'org.nonprofit' },
  { value: 'Government', label: 'org.government' },
  { value: 'Education', label: 'org.education' },
  { value: 'Agency or consultancy', label: 'org.agency' },
  { value: 'Other', label: 'org.other' },
];

/** Employee count bands (sign-up form field hiresPerYears). */
export const EMPLOYEE_COUNTS = ['1-10', '11-50', '51-200', '201-1000', '1001-5000', '5000+'] as const;
