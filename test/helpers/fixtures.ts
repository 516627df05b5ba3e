/** Valid request bodies to start tests from; override what the test is about. */
export const individual = (overrides: Record<string, unknown> = {}) => ({
  customerType: 'INDIVIDUAL',
  fullName: 'Ada Lovelace',
  birthDate: '1990-12-10',
  nationality: 'US',
  taxIdType: 'SSN',
  taxIdentifier: '123-45-6789',
  email: 'ada@example.test',
  phoneNumber: '+14155550100',
  address: { line1: '1 Main St', city: 'Springfield', state: 'IL', postalCode: '62701', country: 'US' },
  ...overrides,
});

export const business = (overrides: Record<string, unknown> = {}, info: Record<string, unknown> = {}) => ({
  customerType: 'BUSINESS',
  address: { line1: '500 Market St', city: 'San Francisco', state: 'CA', postalCode: '94105', country: 'US' },
  businessInfo: {
    legalName: 'Acme Widgets Inc',
    country: 'US',
    registrationNumber: 'REG-1000',
    incorporatedOn: '2015-03-01',
    taxId: '12-3456789',
    countriesOfOperation: ['US'],
    ...info,
  },
  ...overrides,
});

export const owner = (
  customerId: string,
  overrides: Record<string, unknown> = {},
  info: Record<string, unknown> = {},
) => ({
  customerId,
  roles: ['UBO', 'CONTROL_PERSON'],
  ownershipPercentage: 60,
  personalInfo: {
    firstName: 'Grace',
    lastName: 'Hopper',
    birthDate: '1980-01-01',
    nationality: 'US',
    address: { line1: '2 Side St', city: 'Arlington', postalCode: '22201', country: 'US' },
    idType: 'SSN',
    identifier: '987-65-4321',
    ...info,
  },
  ...overrides,
});
