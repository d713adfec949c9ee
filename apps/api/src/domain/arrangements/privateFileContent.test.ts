import { describe, expect, it } from 'vitest';
import { FILE_NAME_MAX_LENGTH } from '@spona/contracts';
import { sanitiseFileName } from './privateFileContent';

describe('private file names (issue 16)', () => {
  it('keeps the last path segment with the extension of what the bytes are', () => {
    expect(sanitiseFileName('C:\\Users\\ana\\Ljeto 2025.JPEG', 'jpg')).toBe('Ljeto 2025.jpg');
    expect(sanitiseFileName('../../etc/passwd', 'pdf')).toBe('passwd.pdf');
    expect(sanitiseFileName('report.pdf.exe', 'pdf')).toBe('report.pdf.pdf');
  });

  it('drops control and direction-changing characters and leading dots', () => {
    expect(sanitiseFileName('invoice\u202Efdp.exe', 'pdf')).toBe('invoicefdp.pdf');
    expect(sanitiseFileName('a\u0000b\r\nc.png', 'png')).toBe('abc.png');
    expect(sanitiseFileName('...hidden.png', 'png')).toBe('hidden.png');
  });

  it('names a file without a usable name "file"', () => {
    expect(sanitiseFileName(undefined, 'png')).toBe('file.png');
    expect(sanitiseFileName('  ..  ', 'pdf')).toBe('file.pdf');
    expect(sanitiseFileName('.png', 'png')).toBe('file.png');
  });

  it('caps the length without splitting a character', () => {
    const name = sanitiseFileName(`${'😀'.repeat(300)}.png`, 'png');
    expect(Array.from(name)).toHaveLength(FILE_NAME_MAX_LENGTH);
    expect(name.endsWith('😀.png')).toBe(true);
  });
});
