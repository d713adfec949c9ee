import { describe, expect, it } from 'vitest';
import { IMAGE_MAX_BYTES, OFFER_MAX_IMAGES } from '@spona/contracts';
import { checkImageFiles, hasImageSignature } from './imageChecks';

const PNG_HEAD = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const png = (name = 'a.png', size = 100) => {
  const bytes = new Uint8Array(size);
  bytes.set(PNG_HEAD);
  return new File([bytes], name, { type: 'image/png' });
};

describe('image pre-checks (SPEC §5)', () => {
  it('knows JPEG, PNG, GIF and WebP by their first bytes', () => {
    expect(hasImageSignature(new Uint8Array([0xff, 0xd8, 0xff, 0xe0]))).toBe(true);
    expect(hasImageSignature(new Uint8Array(PNG_HEAD))).toBe(true);
    expect(hasImageSignature(new TextEncoder().encode('GIF89a'))).toBe(true);
    expect(hasImageSignature(new TextEncoder().encode('RIFF1234WEBPVP8 '))).toBe(true);
    expect(hasImageSignature(new TextEncoder().encode('%PDF-1.7'))).toBe(false);
  });

  it('refuses a text file named .jpg and a PDF named .png', async () => {
    const text = new File(['hello'], 'photo.jpg', { type: 'image/jpeg' });
    const pdf = new File(['%PDF-1.7 ...'], 'scan.png', { type: 'image/png' });
    const check = await checkImageFiles([text, pdf]);
    expect(check.accepted).toEqual([]);
    expect(check.rejected.map((r) => r.problem)).toEqual(['invalidType', 'invalidType']);
  });

  it('refuses an image over 5 MB', async () => {
    const check = await checkImageFiles([png('big.png', IMAGE_MAX_BYTES + 1), png('ok.png')]);
    expect(check.rejected.map((r) => [r.file.name, r.problem])).toEqual([['big.png', 'tooLarge']]);
    expect(check.accepted.map((f) => f.name)).toEqual(['ok.png']);
  });

  it('accepts only as many as fit in the 15 of an offer', async () => {
    const check = await checkImageFiles([png('14.png'), png('15.png'), png('16.png')], OFFER_MAX_IMAGES - 2);
    expect(check.accepted.map((f) => f.name)).toEqual(['14.png', '15.png']);
    expect(check.rejected.map((r) => [r.file.name, r.problem])).toEqual([['16.png', 'tooMany']]);
  });
});
