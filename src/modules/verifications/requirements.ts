/**
 * What KYC and KYB need before a submission can be reviewed (spec 4.9), as pure functions
 * over the stored customer, owners and documents. Each gap is one VerificationError telling
 * the platform what to supply.
 */
export interface VerificationError {
  resourceId: string;
  type: string;
  field?: string;
  acceptedDocumentTypes?: string[];
  reason: string;
}

export interface HeldDocument {
  id: string; // API id, Document:<uuid>
  holderId: string; // API id of the holder
  documentType: string;
  issuedOn: string | null;
}

export interface OwnerFacts {
  id: string; // API id
  roles: string[];
  ownershipPercentage: number;
  personalInfo: Record<string, unknown>;
}

export const IDENTITY_DOCUMENTS = ['PASSPORT', 'DRIVERS_LICENSE', 'NATIONAL_ID'];
export const SECOND_ID_DOCUMENTS = ['DRIVERS_LICENSE', 'NATIONAL_ID'];
export const FORMATION_DOCUMENTS = [
  'CERTIFICATE_OF_INCORPORATION',
  'ARTICLES_OF_INCORPORATION',
  'ARTICLES_OF_ASSOCIATION',
  'STATE_REGISTRY_EXCERPT',
  'STATE_COMPANY_REGISTRY',
  'PARTNERSHIP_AGREEMENT',
  'TRUST_AGREEMENT',
];
export const OWNERSHIP_DOCUMENTS = [
  'SHAREHOLDER_REGISTER',
  'DIRECTOR_REGISTRY',
  'INCUMBENCY_CERTIFICATE',
  'PARTNERSHIP_CONTROL_AGREEMENT',
  'INFORMATION_STATEMENT',
];
export const PROOF_OF_ADDRESS_DOCUMENTS = [
  'PROOF_OF_ADDRESS',
  'UTILITY_BILL',
  'ELECTRICITY_BILL',
  'BANK_STATEMENT',
  'RENT_OR_LEASE_AGREEMENT',
];
export const TAX_ID_DOCUMENTS = ['TAX_RETURN', 'OTHER'];

/** Owners of 25% or more must be identified (spec part 8), and so must control persons. */
export const OWNERSHIP_THRESHOLD = 25;
const PROOF_OF_ADDRESS_MAX_AGE_MONTHS = 3;

const missing = (value: unknown) => value === undefined || value === null || value === '';

function missingFields(resourceId: string, source: Record<string, unknown>, fields: string[], prefix = '') {
  const errors: VerificationError[] = [];
  for (const field of fields) {
    const path = field.split('.');
    let value: unknown = source;
    for (const key of path) value = (value as Record<string, unknown> | undefined)?.[key];
    if (missing(value)) {
      errors.push({
        resourceId,
        type: 'MISSING_FIELD',
        field: `${prefix}${field}`,
        reason: `${prefix}${field} is required for verification`,
      });
    }
  }
  return errors;
}

/** An address needs line1, city, postalCode and country to count as given. */
const ADDRESS_FIELDS = ['address.line1', 'address.city', 'address.postalCode', 'address.country'];

export function individualGaps(
  customer: { id: string; profile: Record<string, unknown> },
  documents: HeldDocument[],
): VerificationError[] {
  const errors = missingFields(customer.id, customer.profile, [
    'fullName',
    'birthDate',
    'nationality',
    ...ADDRESS_FIELDS,
    'taxIdType',
    'taxIdentifier',
  ]);
  if (!documents.some((d) => d.holderId === customer.id && IDENTITY_DOCUMENTS.includes(d.documentType))) {
    errors.push({
      resourceId: customer.id,
      type: 'MISSING_IDENTITY_DOCUMENT',
      acceptedDocumentTypes: IDENTITY_DOCUMENTS,
      reason: 'Upload a government photo ID of the customer',
    });
  }
  return errors;
}

function monthsBefore(date: Date, months: number): Date {
  const d = new Date(date);
  d.setUTCMonth(d.getUTCMonth() - months);
  return d;
}

export function businessGaps(
  customer: { id: string; profile: Record<string, unknown> },
  owners: OwnerFacts[],
  documents: HeldDocument[],
  now: Date,
): VerificationError[] {
  const errors = missingFields(customer.id, customer.profile, [
    'businessInfo.legalName',
    'businessInfo.country',
    'businessInfo.registrationNumber',
    'businessInfo.incorporatedOn',
    'businessInfo.taxId',
    'businessInfo.countriesOfOperation',
    ...ADDRESS_FIELDS,
  ]);
  const countries = (customer.profile.businessInfo as { countriesOfOperation?: unknown[] } | undefined)
    ?.countriesOfOperation;
  if (Array.isArray(countries) && countries.length === 0) {
    errors.push({
      resourceId: customer.id,
      type: 'MISSING_FIELD',
      field: 'businessInfo.countriesOfOperation',
      reason: 'List at least one country of operation',
    });
  }

  // Owners: at least one, a control person, and every 25%+ owner fully identified.
  if (owners.length === 0) {
    errors.push({
      resourceId: customer.id,
      type: 'MISSING_BENEFICIAL_OWNER',
      reason: 'Add every individual owning 25% or more, and a control person (POST /beneficial-owners)',
    });
  } else if (!owners.some((o) => o.roles.includes('CONTROL_PERSON'))) {
    errors.push({
      resourceId: customer.id,
      type: 'MISSING_CONTROL_PERSON',
      reason: 'One beneficial owner must have the CONTROL_PERSON role',
    });
  }
  const required = owners.filter(
    (o) => o.ownershipPercentage >= OWNERSHIP_THRESHOLD || o.roles.includes('CONTROL_PERSON'),
  );
  for (const owner of required) {
    errors.push(
      ...missingFields(
        owner.id,
        owner.personalInfo,
        ['firstName', 'lastName', 'birthDate', 'nationality', ...ADDRESS_FIELDS, 'idType', 'identifier'],
        'personalInfo.',
      ),
    );
    if (owner.personalInfo.nationality !== 'US') {
      const held = documents.filter((d) => d.holderId === owner.id).map((d) => d.documentType);
      if (!held.includes('PASSPORT') || !held.some((t) => SECOND_ID_DOCUMENTS.includes(t))) {
        errors.push({
          resourceId: owner.id,
          type: 'MISSING_IDENTITY_DOCUMENT',
          acceptedDocumentTypes: held.includes('PASSPORT') ? SECOND_ID_DOCUMENTS : ['PASSPORT'],
          reason: 'A non-U.S. beneficial owner needs a passport and one more government ID',
        });
      }
    }
  }

  // Business documents.
  const own = documents.filter((d) => d.holderId === customer.id);
  const requireDocument = (types: string[], type: string, reason: string) => {
    if (!own.some((d) => types.includes(d.documentType))) {
      errors.push({ resourceId: customer.id, type, acceptedDocumentTypes: types, reason });
    }
  };
  requireDocument(FORMATION_DOCUMENTS, 'MISSING_LEGAL_PRESENCE_DOCUMENT', 'Upload a formation document');
  requireDocument(
    OWNERSHIP_DOCUMENTS,
    'MISSING_OWNERSHIP_STRUCTURE_DOCUMENT',
    'Upload proof of ownership and control',
  );
  requireDocument(
    TAX_ID_DOCUMENTS,
    'MISSING_LEGAL_PRESENCE_DOCUMENT',
    'Upload a tax identification document (e.g. the EIN assignment letter) as TAX_RETURN or OTHER',
  );
  const proofs = own.filter((d) => PROOF_OF_ADDRESS_DOCUMENTS.includes(d.documentType));
  const oldest = monthsBefore(now, PROOF_OF_ADDRESS_MAX_AGE_MONTHS).toISOString().slice(0, 10);
  if (proofs.length === 0) {
    requireDocument(
      PROOF_OF_ADDRESS_DOCUMENTS,
      'MISSING_PROOF_OF_ADDRESS_DOCUMENT',
      'Upload a proof of address dated within the last 3 months',
    );
  } else if (proofs.every((d) => d.issuedOn !== null && d.issuedOn < oldest)) {
    for (const proof of proofs) {
      errors.push({
        resourceId: proof.id,
        type: 'EXPIRED_DOCUMENT',
        acceptedDocumentTypes: PROOF_OF_ADDRESS_DOCUMENTS,
        reason: `Proof of address issued ${proof.issuedOn} is older than 3 months`,
      });
    }
  }
  return errors;
}
