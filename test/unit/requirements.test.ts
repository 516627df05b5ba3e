import { describe, expect, it } from 'vitest';
import { businessGaps, individualGaps } from '../../src/modules/verifications/requirements.js';

const address = { line1: '1 A St', city: 'X', postalCode: '1', country: 'US' };
const now = new Date('2026-06-15T00:00:00Z');

describe('individualGaps', () => {
  it('names each missing field and the missing identity document', () => {
    const gaps = individualGaps(
      { id: 'Customer:1', profile: { fullName: 'A', address: { line1: 'x' } } },
      [],
    );
    expect(gaps.filter((g) => g.type === 'MISSING_FIELD').map((g) => g.field)).toEqual([
      'birthDate',
      'nationality',
      'address.city',
      'address.postalCode',
      'address.country',
      'taxIdType',
      'taxIdentifier',
    ]);
    expect(gaps.at(-1)).toMatchObject({ type: 'MISSING_IDENTITY_DOCUMENT', resourceId: 'Customer:1' });
  });

  it('is satisfied by complete data and an identity document of the customer', () => {
    const profile = {
      fullName: 'A',
      birthDate: '2000-01-01',
      nationality: 'US',
      address,
      taxIdType: 'SSN',
      taxIdentifier: '1',
    };
    const doc = { id: 'Document:1', holderId: 'Customer:1', documentType: 'NATIONAL_ID', issuedOn: null };
    expect(individualGaps({ id: 'Customer:1', profile }, [doc])).toEqual([]);
    expect(individualGaps({ id: 'Customer:1', profile }, [{ ...doc, holderId: 'Customer:2' }])).toHaveLength(
      1,
    );
  });
});

describe('businessGaps', () => {
  const profile = {
    address,
    businessInfo: {
      legalName: 'B',
      country: 'US',
      registrationNumber: 'R',
      incorporatedOn: '2000-01-01',
      taxId: 'T',
      countriesOfOperation: ['US'],
    },
  };
  const docs = (proofIssuedOn: string | null) =>
    ['CERTIFICATE_OF_INCORPORATION', 'SHAREHOLDER_REGISTER', 'TAX_RETURN', 'UTILITY_BILL'].map(
      (documentType, i) => ({
        id: `Document:${i}`,
        holderId: 'Customer:1',
        documentType,
        issuedOn: documentType === 'UTILITY_BILL' ? proofIssuedOn : null,
      }),
    );
  const controlPerson = {
    id: 'BeneficialOwner:1',
    roles: ['CONTROL_PERSON'],
    ownershipPercentage: 10,
    personalInfo: {
      firstName: 'A',
      lastName: 'B',
      birthDate: '1990-01-01',
      address,
      idType: 'SSN',
      identifier: '1',
      nationality: 'US',
    },
  };

  it('accepts a complete file, with a proof of address of any age within 3 months or undated', () => {
    expect(businessGaps({ id: 'Customer:1', profile }, [controlPerson], docs('2026-03-16'), now)).toEqual([]);
    expect(businessGaps({ id: 'Customer:1', profile }, [controlPerson], docs(null), now)).toEqual([]);
  });

  it('flags a proof of address older than 3 months', () => {
    const gaps = businessGaps({ id: 'Customer:1', profile }, [controlPerson], docs('2026-03-14'), now);
    expect(gaps).toEqual([expect.objectContaining({ type: 'EXPIRED_DOCUMENT', resourceId: 'Document:3' })]);
  });

  it('ignores owners under 25% who do not control, and requires the rest to be identified', () => {
    const minor = {
      ...controlPerson,
      id: 'BeneficialOwner:2',
      roles: ['UBO'],
      ownershipPercentage: 24,
      personalInfo: {},
    };
    const major = { ...minor, id: 'BeneficialOwner:3', ownershipPercentage: 25 };
    const gaps = businessGaps({ id: 'Customer:1', profile }, [controlPerson, minor, major], docs(null), now);
    expect(new Set(gaps.map((g) => g.resourceId))).toEqual(new Set(['BeneficialOwner:3']));
  });
});
