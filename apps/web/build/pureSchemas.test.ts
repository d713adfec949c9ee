import { describe, expect, it } from 'vitest';
import { markSchemasPure } from './pureSchemas';

const PURE = '/* @__PURE__ */ ';

describe('markSchemasPure (issue 7: unused schemas leave the bundle)', () => {
  it('marks every call that declares a top-level schema, nested ones too', () => {
    const code = 'export const ZA = z.object({ a: z.string().min(1), b: [z.number()] });';
    expect(markSchemasPure(code)).toBe(
      `export const ZA = ${PURE}z.object({ a: ${PURE}z.string().min(1), b: [${PURE}z.number()] });`,
    );
  });

  it("marks schemas built by a helper, from another schema's method or a zod namespace", () => {
    const code = [
      'const ZB = withRule(ZA.extend({ c: z.iso.datetime() }));',
      'const ZC = ZA.pick({ a: true }).refine(check);',
      "const ZD = optional(z.coerce.number(), 'é…');",
    ].join('\n');
    expect(markSchemasPure(code)).toBe(
      [
        `const ZB = ${PURE}withRule(${PURE}ZA.extend({ c: ${PURE}z.iso.datetime() }));`,
        `const ZC = ${PURE}ZA.pick({ a: true }).refine(check);`,
        `const ZD = ${PURE}optional(${PURE}z.coerce.number(), 'é…');`,
      ].join('\n'),
    );
  });

  it('leaves function bodies and statements of their own, so nothing done for its effect is dropped', () => {
    const code = [
      'const ZText = (max) => z.string().max(max);',
      'function check(v) {\n  z.string().parse(v);\n  return true;\n}',
      'z.config({ jitless: true });',
      "export const LOCALES = ['hr', 'en'];",
    ].join('\n');
    expect(markSchemasPure(code)).toBe(code);
  });
});
