import { type Static, Type } from 'typebox';
import { PageQuery, StringEnum, Timestamp } from '../../http/schemas.js';
import { Country } from '../customers/index.js';
import { ACCEPTED_CONTENT_TYPES } from './file-types.js';

export const DOCUMENT_TYPES = [
  'PASSPORT',
  'DRIVERS_LICENSE',
  'NATIONAL_ID',
  'PROOF_OF_ADDRESS',
  'BANK_STATEMENT',
  'TAX_RETURN',
  'CERTIFICATE_OF_INCORPORATION',
  'ARTICLES_OF_INCORPORATION',
  'ARTICLES_OF_ASSOCIATION',
  'STATE_REGISTRY_EXCERPT',
  'GOOD_STANDING_CERTIFICATE',
  'INFORMATION_STATEMENT',
  'INCUMBENCY_CERTIFICATE',
  'BUSINESS_LICENSE',
  'SHAREHOLDER_REGISTER',
  'POWER_OF_ATTORNEY',
  'UTILITY_BILL',
  'ELECTRICITY_BILL',
  'RENT_OR_LEASE_AGREEMENT',
  'DIRECTOR_REGISTRY',
  'TRUST_AGREEMENT',
  'STATE_COMPANY_REGISTRY',
  'PARTNERSHIP_CONTROL_AGREEMENT',
  'PARTNERSHIP_AGREEMENT',
  'SELFIE',
  'OTHER',
] as const;
export type DocumentType = (typeof DOCUMENT_TYPES)[number];

export const DOCUMENT_SIDES = ['FRONT', 'BACK'] as const;

const ISSUED_ON_DESCRIPTION =
  'Extension: the date the document was issued (YYYY-MM-DD, not in the future), so that the age of a ' +
  'proof of address can be checked.';

const HOLDER_DESCRIPTION = 'Customer:<uuid> or BeneficialOwner:<uuid> the document belongs to';

/** Metadata fields of an upload as the form carries them (all text). */
const metadataFields = {
  documentType: StringEnum(DOCUMENT_TYPES),
  side: Type.Optional(StringEnum(DOCUMENT_SIDES, { description: 'Side of a two-sided identity document' })),
  country: Country,
  documentNumber: Type.Optional(Type.String({ minLength: 1, maxLength: 100 })),
  issuingAuthority: Type.Optional(Type.String({ minLength: 1, maxLength: 255 })),
  issuedOn: Type.Optional(Type.String({ format: 'date', description: ISSUED_ON_DESCRIPTION })),
};

/** The text fields of POST /documents, validated by the service (not by the route: it is multipart). */
export const CreateDocumentFields = Type.Object(
  {
    documentHolder: Type.String({
      pattern:
        '^(Customer|BeneficialOwner):[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}$',
      description: HOLDER_DESCRIPTION,
    }),
    ...metadataFields,
  },
  { additionalProperties: false },
);
export type CreateDocumentFields = Static<typeof CreateDocumentFields>;

/** The text fields of PUT /documents/{documentId}: only those sent change. */
export const ReplaceDocumentFields = Type.Partial(Type.Object(metadataFields), {
  additionalProperties: false,
});
export type ReplaceDocumentFields = Static<typeof ReplaceDocumentFields>;

const FilePart = Type.Unsafe<unknown>({
  type: 'string',
  format: 'binary',
  description: 'PDF, JPEG or PNG (recognised by content, not by name or declared type), at most 10 MB',
});

/** OpenAPI documentation of the multipart bodies (never given to the validator). */
export const CreateDocumentForm = Type.Object(
  { ...CreateDocumentFields.properties, file: FilePart },
  { additionalProperties: false },
);
export const ReplaceDocumentForm = Type.Object(
  { ...ReplaceDocumentFields.properties, file: Type.Optional(FilePart) },
  {
    additionalProperties: false,
    description: 'At least one field or a file. Any replacement clears the document from past submissions.',
  },
);

export const Document = Type.Object({
  id: Type.String({ description: 'Document:<uuid>' }),
  documentHolder: Type.String({ description: HOLDER_DESCRIPTION }),
  documentType: StringEnum(DOCUMENT_TYPES),
  side: Type.Optional(StringEnum(DOCUMENT_SIDES)),
  country: Type.String({ description: 'ISO 3166-1 alpha-2 of the issuing country' }),
  documentNumber: Type.Optional(Type.String()),
  issuingAuthority: Type.Optional(Type.String()),
  issuedOn: Type.Optional(Type.String({ format: 'date', description: ISSUED_ON_DESCRIPTION })),
  fileName: Type.String(),
  contentType: StringEnum(ACCEPTED_CONTENT_TYPES, { description: 'Detected from the file content' }),
  fileSize: Type.Integer({ minimum: 1, description: 'Bytes' }),
  createdAt: Timestamp,
  updatedAt: Timestamp,
});
export type Document = Static<typeof Document>;

export const DocumentParams = Type.Object({ documentId: Type.String({ description: 'Document:<uuid>' }) });

export const ListDocumentsQuery = Type.Object(
  {
    ...PageQuery,
    documentHolder: Type.Optional(
      Type.String({
        minLength: 1,
        maxLength: 256,
        description: `Only documents of this holder: ${HOLDER_DESCRIPTION}`,
      }),
    ),
  },
  { additionalProperties: false },
);
