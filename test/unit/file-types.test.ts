import { describe, expect, it } from 'vitest';
import {
  ACCEPTED_CONTENT_TYPES,
  detectContentType,
  sanitizeFileName,
} from '../../src/modules/documents/file-types.js';

const bytes = (...values: number[]) => Uint8Array.from(values);
const PNG_MAGIC = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

describe('detectContentType', () => {
  it.each([
    ['a PDF', Buffer.from('%PDF-1.4\n%âãÏÓ\n', 'latin1'), 'application/pdf'],
    ['a bare PDF signature', Buffer.from('%PDF-'), 'application/pdf'],
    ['a PNG', bytes(...PNG_MAGIC, 0x00, 0x00, 0x00, 0x0d), 'image/png'],
    ['a JFIF JPEG', bytes(0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10), 'image/jpeg'],
    ['an Exif JPEG', bytes(0xff, 0xd8, 0xff, 0xe1), 'image/jpeg'],
    ['a bare JPEG signature', bytes(0xff, 0xd8, 0xff), 'image/jpeg'],
  ])('recognises %s', (_name, content, expected) => {
    expect(detectContentType(content)).toBe(expected);
    expect(ACCEPTED_CONTENT_TYPES).toContain(expected);
  });

  it.each([
    ['nothing', bytes()],
    ['text', Buffer.from('hello, this is not a document')],
    ['a PDF signature without its dash', Buffer.from('%PDF1.4')],
    ['a lower-case PDF signature', Buffer.from('%pdf-1.4')],
    ['a PDF signature that does not start the file', Buffer.from(' %PDF-1.4')],
    ['a truncated PNG signature', bytes(...PNG_MAGIC.slice(0, 7))],
    ['a PNG signature with one byte wrong', bytes(...PNG_MAGIC.slice(0, 7), 0x0b)],
    ['a truncated JPEG signature', bytes(0xff, 0xd8)],
    ['a GIF', Buffer.from('GIF89a')],
    ['a ZIP (docx)', bytes(0x50, 0x4b, 0x03, 0x04)],
    ['an HTML page', Buffer.from('<!doctype html><title>%PDF-</title>')],
  ])('rejects %s', (_name, content) => {
    expect(detectContentType(content)).toBeUndefined();
  });
});

describe('sanitizeFileName', () => {
  it('keeps a plain name', () => {
    expect(sanitizeFileName('passport scan.pdf', 'application/pdf')).toBe('passport scan.pdf');
  });

  it('keeps the last segment of a Unix or Windows path', () => {
    expect(sanitizeFileName('../../etc/passwd', 'application/pdf')).toBe('passwd');
    expect(sanitizeFileName('C:\\Users\\ada\\id.png', 'image/png')).toBe('id.png');
  });

  it('drops control characters and surrounding blanks', () => {
    expect(sanitizeFileName(' bill\u0000\r\n.pdf ', 'application/pdf')).toBe('bill.pdf');
  });

  it('names the file after its detected type when no usable name is left', () => {
    expect(sanitizeFileName(undefined, 'application/pdf')).toBe('document.pdf');
    expect(sanitizeFileName('', 'image/png')).toBe('document.png');
    expect(sanitizeFileName('dir/', 'image/jpeg')).toBe('document.jpg');
    expect(sanitizeFileName('..', 'image/jpeg')).toBe('document.jpg');
  });

  it('cuts long names to 255 characters, keeping the extension', () => {
    const name = sanitizeFileName(`${'x'.repeat(300)}.jpeg`, 'image/jpeg');
    expect(name).toHaveLength(255);
    expect(name.endsWith('x.jpeg')).toBe(true);
    expect(sanitizeFileName('y'.repeat(300), 'image/png')).toBe('y'.repeat(255));
  });

  it('counts characters, not UTF-16 units, and never splits one', () => {
    const name = sanitizeFileName(`${'😀'.repeat(300)}.pdf`, 'application/pdf');
    expect([...name]).toHaveLength(255);
    expect(name.endsWith('😀.pdf')).toBe(true);
  });
});
