import { z } from 'zod';

/**
 * The one schema of text a client sends (bodies, queries, path params): every text field of every
 * request schema starts from `zText`. PostgreSQL cannot store NUL in text (PGlite neither), so NUL
 * is always refused as input, with a translated 400 naming the field, instead of failing to store it.
 * The other control characters (C0, DEL and C1) are never typed: a single line refuses them all; a
 * multi-line text keeps tab, line feed and carriage return, what a textarea sends.
 */

/** Catalogue key (api namespace) of the refusal. */
export const CONTROL_CHARACTERS_MESSAGE = 'validation.controlCharacters';

// Matching control characters is the point of these two patterns.
// eslint-disable-next-line no-control-regex
const SINGLE_LINE_CONTROLS = /[\u0000-\u001F\u007F-\u009F]/;
// eslint-disable-next-line no-control-regex
const MULTI_LINE_CONTROLS = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F]/;

/** True for one line of text without control characters (no NUL, no tab, no line break). */
export const isSingleLineText = (value: string) => !SINGLE_LINE_CONTROLS.test(value);
/** True for text without control characters other than tab, line feed and carriage return. */
export const isMultiLineText = (value: string) => !MULTI_LINE_CONTROLS.test(value);

export type TextOptions = {
  /** Longest text accepted, after trimming. */
  max: number;
  /** A textarea's text: tabs and line breaks stay allowed. */
  multiline?: boolean;
  /** Surrounding whitespace is kept (passwords), else trimmed. */
  keepWhitespace?: boolean;
  /** Catalogue key when the value is missing or not a string. */
  error?: string;
  /** Catalogue key when it is longer than `max` (default: the generic 'validation.tooLong'). */
  tooLong?: string;
};

/**
 * A text field: refuses control characters first (and nothing else is reported then), trims, and
 * refuses more than `max` characters. Chain `.min(1, key)` for a required one, `.regex()`, `.email()`…
 *
 *   name: zText({ max: OFFER_NAME_MAX_LENGTH }).min(1),
 *   description: zText({ max: 5000, multiline: true }).nullable().optional(),
 */
export function zText({ max, multiline = false, keepWhitespace = false, error, tooLong }: TextOptions) {
  const text = z
    .string(error ? { error } : undefined)
    .refine(multiline ? isMultiLineText : isSingleLineText, {
      message: CONTROL_CHARACTERS_MESSAGE,
      abort: true,
    });
  return (keepWhitespace ? text : text.trim()).max(max, tooLong);
}
