/** Employee count bands (sign-up form field hiresPerYears); the spec gives no list. */
export const EMPLOYEE_COUNTS = ['1-10', '11-50', '51-200', '201-1000', '1001-5000', '5000+'] as const;
