/**
 * What an uploaded document is, decided from its first bytes only: the declared mimetype
 * and the file name's extension are whatever the client says and are never trusted.
 */
export const ACCEPTED_CONTENT_TYPES = ['application/pdf', 'image/jpeg', 'image/png'] as const;
export type AcceptedContentType = (typeof ACCEPTED_CONTENT_TYPES)[number];

const SIGNATURES: { contentType: AcceptedContentType; magic: Buffer }[] = [
  { contentType: 'application/pdf', magic: Buffer.from('%PDF-', 'latin1') },
  { contentType: 'image/png', magic: Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]) },
  { contentType: 'image/jpeg', magic: Buffer.from([0xff, 0xd8, 0xff]) },
];

/** The content type of `bytes` by magic number, or undefined when it is none of PDF, PNG, JPEG. */
export function detectContentType(bytes: Uint8Array): AcceptedContentType | undefined {
  for (const { contentType, magic } of SIGNATURES) {
    if (bytes.length >= magic.length && magic.every((byte, i) => bytes[i] === byte)) return contentType;
  }
  return undefined;
}

export const EXTENSION_OF: Record<AcceptedContentType, string> = {
  'application/pdf': '.pdf',
  'image/jpeg': '.jpg',
  'image/png': '.png',
};

export const MAX_FILE_NAME_LENGTH = 255;

/**
 * The name to store for an upload: the client's name reduced to its last path segment, without
 * control characters, at most 255 characters (the extension is kept when it is cut), and
 * `document.<ext of the detected type>` when nothing usable is left.
 */
export function sanitizeFileName(name: string | undefined, contentType: AcceptedContentType): string {
  const base = (name ?? '').split(/[/\\]/).pop() ?? '';
  // eslint-disable-next-line no-control-regex
  const cleaned = base.replace(/[\u0000-\u001f\u007f]/g, '').trim();
  if (cleaned === '' || /^\.+$/.test(cleaned)) return `document${EXTENSION_OF[contentType]}`;
  const chars = [...cleaned];
  if (chars.length <= MAX_FILE_NAME_LENGTH) return cleaned;
  const dot = cleaned.lastIndexOf('.');
  const extension = dot > 0 ? [...cleaned.slice(dot)] : [];
  if (extension.length === 0 || extension.length > 16) return chars.slice(0, MAX_FILE_NAME_LENGTH).join('');
  const stem = [...cleaned.slice(0, dot)].slice(0, MAX_FILE_NAME_LENGTH - extension.length);
  return [...stem, ...extension].join('');
}
