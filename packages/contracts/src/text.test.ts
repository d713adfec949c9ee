import { describe, expect, it } from 'vitest';
import {
  CONTROL_CHARACTERS_MESSAGE,
  ZHttpUrl,
  ZMessageSend,
  ZOfferCreate,
  ZPushSubscriptionDelete,
  ZRegisterAgency,
  ZTokenParams,
  ZUserUpdate,
  zText,
} from './index';

const messagesOf = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.error?.issues.map((issue) => issue.message) ?? [];

describe('zText, the one schema of text a client sends', () => {
  const line = zText({ max: 10 });
  const lines = zText({ max: 10, multiline: true });

  it('refuses NUL in a line and in a text of several lines, with that message alone', () => {
    for (const schema of [line, lines]) {
      expect(messagesOf(schema.safeParse('a\u0000b'))).toEqual([CONTROL_CHARACTERS_MESSAGE]);
      // Nothing else is reported about such a value, not even its length.
      expect(messagesOf(schema.safeParse(`\u0000${'x'.repeat(50)}`))).toEqual([CONTROL_CHARACTERS_MESSAGE]);
    }
  });

  it('refuses every C0 control, DEL and the C1 controls in one line, tab and line breaks included', () => {
    for (const code of [0x01, 0x08, 0x09, 0x0a, 0x0d, 0x1b, 0x1f, 0x7f, 0x85, 0x9f]) {
      expect(line.safeParse(`a${String.fromCharCode(code)}b`).success, code.toString(16)).toBe(false);
    }
  });

  it('keeps tab, line feed and carriage return in a text of several lines, and refuses the other controls', () => {
    expect(lines.parse(' a\tb\r\nc ')).toBe('a\tb\r\nc');
    for (const code of [0x01, 0x0b, 0x0c, 0x1b, 0x7f, 0x9f]) {
      expect(lines.safeParse(`a${String.fromCharCode(code)}b`).success, code.toString(16)).toBe(false);
    }
  });

  it('trims (unless told to keep whitespace), then counts the length', () => {
    expect(line.parse('  Zagreb  ')).toBe('Zagreb');
    expect(line.safeParse(`  ${'x'.repeat(10)}  `).success).toBe(true);
    expect(messagesOf(zText({ max: 3, tooLong: 'x.tooLong' }).safeParse('abcd'))).toEqual(['x.tooLong']);
    expect(zText({ max: 10, keepWhitespace: true }).parse(' pass ')).toBe(' pass ');
  });

  it('accepts letters of every script, emoji and spaces', () => {
    expect(zText({ max: 50 }).parse('Šibenik – Đakovo 😀 Љубљана')).toBe('Šibenik – Đakovo 😀 Љубљана');
  });
});

describe('request schemas refuse control characters in their text fields', () => {
  const nul = 'a\u0000b';
  const cases: [
    string,
    { safeParse(value: unknown): { success: boolean } },
    Record<string, unknown>,
    string,
  ][] = [
    [
      'registration',
      ZRegisterAgency,
      {
        first_name: 'Ana',
        last_name: 'Horvat',
        email: 'ana@example.hr',
        password: 'dovoljno-dugo',
        password_confirmation: 'dovoljno-dugo',
        challenge_id: '6f1c2a3e-8d4b-4c1a-9e2f-123456789abc',
        challenge_answer: '12',
        company: 'Spona d.o.o.',
      },
      'company',
    ],
    [
      'offer',
      ZOfferCreate,
      { name: 'Summer', type: 'ADVERTISER_OFFER', price: 10, targeting: { city: 'Zagreb' } },
      'name',
    ],
    ['profile', ZUserUpdate, { first_name: 'Ana', description: 'Hello\nthere', city: 'Split' }, 'city'],
    ['message', ZMessageSend, { arrangement_id: 1, content: 'Bok', message_key: 'abcd1234' }, 'content'],
    ['push subscription', ZPushSubscriptionDelete, { endpoint: 'https://push.example.com/x' }, 'endpoint'],
    ['mail link token', ZTokenParams, { token: 'abc' }, 'token'],
  ];

  it.each(cases)('%s: valid as given, refused with NUL in a text field', (_name, schema, valid, field) => {
    expect(schema.safeParse(valid).success).toBe(true);
    expect(schema.safeParse({ ...valid, [field]: nul }).success).toBe(false);
  });

  it('refuses a URL with a NUL or a line break in it, which the URL parser alone would take', () => {
    expect(ZHttpUrl.safeParse('https://example.com/a').success).toBe(true);
    expect(ZHttpUrl.safeParse('https://example.com/a\u0000b').success).toBe(false);
    expect(ZHttpUrl.safeParse('https://example.com/a\nb').success).toBe(false);
  });

  it('keeps line breaks in descriptions and messages, not in names', () => {
    expect(ZUserUpdate.safeParse({ description: 'One\nTwo' }).success).toBe(true);
    expect(ZUserUpdate.safeParse({ first_name: 'One\nTwo' }).success).toBe(false);
    expect(
      ZMessageSend.safeParse({ arrangement_id: 1, content: 'Line 1\r\nLine 2', message_key: 'abcd1234' })
        .success,
    ).toBe(true);
  });
});
