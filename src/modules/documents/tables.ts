import type { ColumnType } from 'kysely';
import type { Db, Timestamp, NullableTimestamp } from '../../db/schema.js';

/** The tables this module owns: only its files build queries on them. */
export interface DocumentsTables {
  documents: DocumentsTable;
}

/** The handle its stores build their queries on. */
export type DocumentsDb = Db<DocumentsTables>;

export interface DocumentsTable {
  id: string;
  platform_id: string;
  customer_id: string;
  holder_type: 'Customer' | 'BeneficialOwner';
  holder_id: string;
  document_type: string;
  side: string | null;
  country: string;
  document_number: string | null;
  issuing_authority: string | null;
  issued_on: ColumnType<string | null, string | null | undefined, string | null>;
  file_name: string;
  content_type: string;
  file_size: number;
  file: Buffer;
  submitted_at: NullableTimestamp;
  created_at: Timestamp;
  updated_at: Timestamp;
}
