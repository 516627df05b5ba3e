import type { PlatformClient } from './service.js';

/** Smallest files whose magic bytes make them a PDF, PNG or JPEG. */
export const PDF = new TextEncoder().encode('%PDF-1.4\n%sandbox\n');
export const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0]);
export const JPEG = new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 0, 0x10]);

/** POST /documents as multipart, the file last (as browsers send it). */
export async function uploadDocument(
  platform: PlatformClient,
  fields: Record<string, string>,
  file: { bytes: Uint8Array; name: string } = { bytes: PDF, name: 'document.pdf' },
) {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  form.append('file', new Blob([file.bytes]), file.name);
  return platform.request<{ id: string } & Record<string, unknown>>('POST', '/documents', { form });
}
