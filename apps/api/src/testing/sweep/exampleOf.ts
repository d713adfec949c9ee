import { randomUUID } from 'node:crypto';
import { SWEEP_PASSWORD } from './sweepWorld';

/** The part of an OpenAPI 3.0 schema object (as @fastify/swagger writes the contracts) the sweep reads. */
export type JsonSchema = {
  type?: string;
  enum?: unknown[];
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  nullable?: boolean;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  minItems?: number;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: boolean;
  minLength?: number;
  maxLength?: number;
  format?: string;
  pattern?: string;
  default?: unknown;
};

/** Text that fits the patterns of the contracts (usernames, message keys, base64url keys, ids). */
const PATTERN_CANDIDATES = ['sweep_1', 'Sweep123', 'abc', '1', 'a', 'data:image/png;base64,'];

/** Values the schema cannot say but the routes check (a URL field that must be a URL, one password). */
const BY_NAME: Record<string, unknown> = {
  website: 'https://example.com/sweep',
  link: 'https://example.com/sweep/post',
  url: 'https://example.com/sweep/page',
  password: SWEEP_PASSWORD,
  password_confirmation: SWEEP_PASSWORD,
  current_password: SWEEP_PASSWORD,
  network: 'instagram',
  // An offer that has not ended, so that it stays open for requests.
  starts_at: new Date().toISOString(),
  ends_at: new Date(Date.now() + 30 * 24 * 3600_000).toISOString(),
};

let counter = 0;

function stringExample(schema: JsonSchema, name: string): string {
  counter += 1;
  if (schema.format === 'email') return `sweep.${process.pid}.${counter}@example.com`;
  if (schema.format === 'uuid') return randomUUID();
  if (schema.format === 'uri' || schema.format === 'url') return `https://example.com/sweep/${counter}`;
  if (schema.format === 'date-time') return new Date().toISOString();
  const fits = (value: string) =>
    value.length >= (schema.minLength ?? 0) && value.length <= (schema.maxLength ?? Infinity);
  if (schema.pattern) {
    const pattern = new RegExp(schema.pattern);
    const found = PATTERN_CANDIDATES.find((value) => pattern.test(value) && fits(value));
    if (found !== undefined) return found;
  }
  const text = `Sweep ${name || 'text'}`.padEnd(schema.minLength ?? 0, 'x');
  return text.slice(0, schema.maxLength ?? text.length);
}

function numberExample(schema: JsonSchema): number {
  const low = schema.minimum ?? -Infinity;
  const high = schema.maximum ?? Infinity;
  const above = (value: number) => (schema.exclusiveMinimum ? value > low : value >= low);
  // 1 is the id of the first location, category and network of the reference data.
  if (above(1) && 1 <= high) return 1;
  return schema.exclusiveMinimum ? low + 1 : low;
}

/**
 * A plain valid instance of a schema: every property (optional ones too, so that each is swept), the
 * first choice of an enum or a union, the smallest number in range (1 when it fits), one item per
 * array. Hand-written rather than a schema faker: the sweep needs one deterministic value that
 * passes the route's own rules, not random ones.
 */
export function exampleOf(schema: JsonSchema, name = ''): unknown {
  if (name in BY_NAME) return BY_NAME[name];
  if (schema.enum) return schema.enum.find((value) => value !== null) ?? null;
  const choices = schema.anyOf ?? schema.oneOf;
  if (choices) {
    const choice = choices.find((option) => option.type !== undefined || option.enum?.[0] !== null);
    return choice ? exampleOf(choice, name) : null;
  }
  switch (schema.type) {
    case 'object':
      return Object.fromEntries(
        Object.entries(schema.properties ?? {}).map(([key, value]) => [key, exampleOf(value, key)]),
      );
    case 'array':
      return schema.items ? [exampleOf(schema.items, name)] : [];
    case 'integer':
    case 'number':
      return numberExample(schema);
    case 'boolean':
      return true;
    case 'string':
      return stringExample(schema, name);
    default:
      return schema.properties ? exampleOf({ ...schema, type: 'object' }, name) : null;
  }
}
