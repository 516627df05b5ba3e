import { describe, expect, it } from 'vitest';
import { CSV_COLUMNS } from '../../src/modules/customers/bulk-import.js';
import { rowToCustomer } from '../../src/modules/customers/bulk-import-rows.js';

/**
 * Spec 4.9, the one sentence on the CSV's columns: "required for all umaAddress,
 * platformCustomerId, customerType; required for individuals fullName, birthDate, addressLine1,
 * city, state, postalCode, country; required for businesses businessLegalName, addressLine1,
 * city, state, postalCode, country; optional for all addressLine2, platformAccountId,
 * description; optional for individuals email; optional for businesses
 * businessRegistrationNumber, businessTaxId." Each column of each type, left empty, fails the
 * row exactly when that sentence requires it.
 */
const SPEC = {
  INDIVIDUAL: {
    required: [
      'umaAddress',
      'platformCustomerId',
      'fullName',
      'birthDate',
      'addressLine1',
      'city',
      'state',
      'postalCode',
      'country',
    ],
    optional: ['addressLine2', 'platformAccountId', 'description', 'email'],
  },
  BUSINESS: {
    required: [
      'umaAddress',
      'platformCustomerId',
      'businessLegalName',
      'addressLine1',
      'city',
      'state',
      'postalCode',
      'country',
    ],
    optional: [
      'addressLine2',
      'platformAccountId',
      'description',
      'businessRegistrationNumber',
      'businessTaxId',
    ],
  },
} as const;

const FULL: Record<'INDIVIDUAL' | 'BUSINESS', Record<string, string>> = {
  INDIVIDUAL: {
    umaAddress: '$ada@sandbox.uma.test',
    platformCustomerId: 'ada-1',
    customerType: 'INDIVIDUAL',
    fullName: 'Ada Lovelace',
    birthDate: '1990-12-10',
    email: 'ada@example.test',
    addressLine1: '1 Main St',
    addressLine2: 'Unit 2',
    city: 'Springfield',
    state: 'IL',
    postalCode: '62701',
    country: 'US',
    platformAccountId: 'acct-1',
    description: 'first customer',
  },
  BUSINESS: {
    umaAddress: '$acme@sandbox.uma.test',
    platformCustomerId: 'acme-1',
    customerType: 'BUSINESS',
    businessLegalName: 'Acme Widgets Inc',
    businessRegistrationNumber: 'REG-1000',
    businessTaxId: '12-3456789',
    addressLine1: '500 Market St',
    addressLine2: 'Floor 3',
    city: 'San Francisco',
    state: 'CA',
    postalCode: '94105',
    country: 'US',
    platformAccountId: 'acct-2',
    description: 'a business',
  },
};

const failedFields = (cells: Record<string, string>): string[] => {
  const result = rowToCustomer(cells);
  if ('body' in result) return [];
  const details = result.error.details as { errors?: { field: string }[] } | undefined;
  return (details?.errors ?? []).map((e) => e.field);
};

describe('CSV columns against spec 4.9', () => {
  for (const type of ['INDIVIDUAL', 'BUSINESS'] as const) {
    it(`${type}: a full row imports; each required column is required, each optional one is not`, () => {
      expect(failedFields(FULL[type])).toEqual([]);
      const { required, optional } = SPEC[type];
      // Every column of the file is one or the other, or belongs to the other type.
      const own = new Set<string>(['customerType', ...required, ...optional]);
      expect(CSV_COLUMNS.filter((c) => own.has(c)).length).toBe(own.size);
      for (const column of required) {
        expect(failedFields({ ...FULL[type], [column]: '' }), `${type} without ${column}`).toContain(column);
      }
      for (const column of optional) {
        expect(failedFields({ ...FULL[type], [column]: '' }), `${type} without ${column}`).toEqual([]);
      }
    });
  }

  it('a business with neither registration number nor tax id imports', () => {
    const result = rowToCustomer({ ...FULL.BUSINESS, businessRegistrationNumber: '', businessTaxId: '' });
    expect('body' in result && result.body.customerType).toBe('BUSINESS');
  });
});
