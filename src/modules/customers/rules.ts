/** EU and EEA: their payment provider mandates email and phone verification before KYC. */
const CONTACT_VERIFICATION_REGIONS = new Set([
  'AT',
  'BE',
  'BG',
  'HR',
  'CY',
  'CZ',
  'DK',
  'EE',
  'FI',
  'FR',
  'DE',
  'GR',
  'HU',
  'IE',
  'IT',
  'LV',
  'LT',
  'LU',
  'MT',
  'NL',
  'PL',
  'PT',
  'RO',
  'SK',
  'SI',
  'ES',
  'SE',
  'IS',
  'LI',
  'NO',
]);

/** Whether a customer's region is in the EU or EEA (card programs with static 3-D Secure, among others). */
export const isEuEeaRegion = (region: string | null | undefined): boolean =>
  region !== null && region !== undefined && CONTACT_VERIFICATION_REGIONS.has(region);

export const requiresContactVerification = isEuEeaRegion;

/** End User Terms versions a consent may reference; the last is current. */
export const END_USER_TERMS_VERSIONS = ['V1'] as const;
export const CURRENT_END_USER_TERMS_VERSION: string = 'V1';

export const CONTACT_CODE_TTL_MS = 10 * 60 * 1000;

const TAX_ID_PATTERNS: Record<string, RegExp> = {
  SSN: /^\d{3}-?\d{2}-?\d{4}$/,
  ITIN: /^9\d{2}-?\d{2}-?\d{4}$/,
  EIN: /^\d{2}-?\d{7}$/,
  NON_US_TAX_ID: /^[A-Za-z0-9 ./-]{4,64}$/,
};

export function taxIdentifierProblem(
  type: string | undefined,
  identifier: string | undefined,
): string | undefined {
  if (identifier === undefined) return undefined;
  if (type === undefined) return 'needs taxIdType';
  const pattern = TAX_ID_PATTERNS[type];
  return pattern && !pattern.test(identifier) ? `is not a valid ${type}` : undefined;
}

/** `$name@domain` (UMA address); the local part may hold letters, digits and . _ - + */
export const UMA_ADDRESS =
  /^\$([a-z0-9._+-]{1,64})@([a-z0-9]([a-z0-9-]*[a-z0-9])?(\.[a-z0-9]([a-z0-9-]*[a-z0-9])?)+)$/i;
