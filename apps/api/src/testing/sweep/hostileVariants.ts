import { jsonText, queryPairs, Raw, requestOf, type Base, type Operation, type RequestSpec } from './wire';

export type Variant = {
  label: string;
  /** NUL sits in a declared field: the server must refuse it (a 2xx would mean it took NUL in). */
  hasNul?: boolean;
  make(base: Base): RequestSpec;
};

const NUL = '\u0000';
const C0 = '\u0001\u0008\u000b\u000c\u001b\u001f\u007f';
const LONG = 'x'.repeat(20_000);

function stringMutations(value: string): [string, unknown][] {
  return [
    ['NUL', `${value}${NUL}x`],
    ['C0 controls', `${value}${C0}`],
    ['line breaks and tab', `${value}\r\n\t`],
    ['lone surrogate', `${value}\ud800`],
    ['very long', LONG],
    ['number', 12345],
    ['array', [value]],
    ['null', null],
  ];
}

const NUMBER_MUTATIONS: [string, unknown][] = [
  ['negative', -1],
  ['zero', 0],
  ['fraction', 1.5],
  ['1e309', new Raw('1e309')],
  ['2^63', new Raw('9223372036854775808')],
  ['text with NUL', `1${NUL}`],
  ['array', [1]],
  ['null', null],
];

const OTHER_MUTATIONS: [string, unknown][] = [
  ['text with NUL', `x${NUL}`],
  ['number', new Raw('1e309')],
  ['array', [null]],
  ['object', { x: 1 }],
  ['null', null],
];

function mutationsOf(value: unknown): [string, unknown][] {
  if (typeof value === 'string') return stringMutations(value);
  if (typeof value === 'number') return NUMBER_MUTATIONS;
  if (Array.isArray(value)) {
    return [...OTHER_MUTATIONS, ['1000 items', Array.from({ length: 1000 }, () => value[0] ?? 1)]];
  }
  return OTHER_MUTATIONS;
}

/** Every position in a JSON value (objects, arrays and leaves), as key paths. */
function positionsOf(value: unknown, at: (string | number)[] = []): (string | number)[][] {
  const inner =
    value !== null && typeof value === 'object'
      ? Object.entries(value).flatMap(([key, item]) =>
          positionsOf(item, [...at, Array.isArray(value) ? Number(key) : key]),
        )
      : [];
  return at.length > 0 ? [at, ...inner] : inner;
}

function replaceAt(value: unknown, at: (string | number)[], replacement: unknown): unknown {
  if (at.length === 0) return replacement;
  const copy = (Array.isArray(value) ? [...value] : { ...(value as object) }) as Record<string, unknown>;
  const [head, ...rest] = at;
  copy[String(head)] = replaceAt(copy[String(head)], rest, replacement);
  return copy;
}

const INTEGER_SEGMENTS = [
  'abc',
  '-1',
  '0',
  '1.5',
  '1e309',
  '9223372036854775808',
  '2147483648',
  'a%00b',
  '%ED%A0%80',
];
const TEXT_SEGMENTS = [
  'a%00b',
  '%01%1F%7F',
  '%',
  '%E0%A4%A',
  '%ED%A0%80',
  '..%2F..%2Fetc%2Fpasswd',
  'x'.repeat(3000),
];
const QUERY_VALUES = [
  'abc',
  '-1',
  '1e309',
  '9223372036854775808',
  'a%00b',
  '%01%7F',
  '%ED%A0%80',
  'x'.repeat(3000),
];

function pathVariants(op: Operation): Variant[] {
  return op.pathParams.flatMap(({ name, schema }) =>
    (schema.type === 'integer' ? INTEGER_SEGMENTS : TEXT_SEGMENTS).map((segment) => ({
      label: `path ${name}=${segment.slice(0, 20)}`,
      hasNul: segment.includes('%00'),
      make: (base: Base) => requestOf(op, base, { params: { [name]: segment } }),
    })),
  );
}

const without = (query: Record<string, unknown>, name: string) =>
  Object.fromEntries(Object.entries(query).filter(([key]) => key !== name));

function queryVariants(op: Operation): Variant[] {
  const declared = op.queryParams.map((param) => param.name);
  return [...declared, 'unknown_param'].flatMap((name) => [
    ...QUERY_VALUES.map((value) => ({
      label: `query ${name}=${value.slice(0, 20)}`,
      hasNul: value.includes('%00') && declared.includes(name),
      make: (base: Base) =>
        requestOf(op, base, { query: [...queryPairs(without(base.query, name)), `${name}=${value}`] }),
    })),
    {
      label: `query ${name} twice`,
      make: (base: Base) =>
        requestOf(op, base, { query: [...queryPairs(base.query), `${name}=1`, `${name}=2`] }),
    },
    {
      label: `query ${name}[x]`,
      make: (base: Base) => requestOf(op, base, { query: [...queryPairs(base.query), `${name}[x]=1`] }),
    },
  ]);
}

function bodyFieldVariants(op: Operation, sample: Base): Variant[] {
  if (sample.body === undefined) return [];
  return positionsOf(sample.body).flatMap((at) => {
    const current = at.reduce<unknown>(
      (value, key) => (value as Record<string, unknown>)?.[key],
      sample.body,
    );
    return mutationsOf(current).map(([name, replacement]) => ({
      label: `body ${at.join('.')}: ${name}`,
      hasNul: typeof replacement === 'string' && replacement.includes(NUL),
      make: (base: Base) => requestOf(op, base, { body: jsonText(replaceAt(base.body, at, replacement)) }),
    }));
  });
}

const WHOLE_BODIES: [string, string | Buffer, string | null][] = [
  ['invalid JSON', '{"a":', 'application/json'],
  ['empty JSON body', '', 'application/json'],
  ['JSON null', 'null', 'application/json'],
  ['JSON array', '[]', 'application/json'],
  ['JSON string', '"text"', 'application/json'],
  ['JSON number', '1e309', 'application/json'],
  ['deep nesting', `${'['.repeat(5000)}${']'.repeat(5000)}`, 'application/json'],
  [
    'prototype pollution',
    '{"__proto__":{"admin":true},"constructor":{"prototype":{"admin":true}}}',
    'application/json',
  ],
  ['raw NUL byte', Buffer.from('{"a":"\u0000"}\u0000'), 'application/json'],
  [
    'invalid UTF-8',
    Buffer.from([0x7b, 0x22, 0x61, 0x22, 0x3a, 0x22, 0xff, 0xfe, 0xed, 0xa0, 0x80, 0x22, 0x7d]),
    'application/json',
  ],
  ['unknown charset', '{}', 'application/json; charset=klingon'],
  ['text/plain', '{}', 'text/plain'],
  ['form-encoded', 'a=b&c=%00', 'application/x-www-form-urlencoded'],
  ['multipart without boundary', 'x', 'multipart/form-data'],
  [
    'multipart garbage',
    '--sweep\r\nContent-Disposition: form-data\r\n\r\nx',
    'multipart/form-data; boundary=sweep',
  ],
  ['no content type', '{}', null],
  ['too large', `{"a":"${'x'.repeat(6 * 1024 * 1024)}"}`, 'application/json'],
];

/** A 1×1 PNG: the image part of the multipart variant, so that an upload gets past its image. */
const TINY_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAIAAACQd1PeAAAADElEQVR4nGNgYPgPAAEDAQAIicLsAAAAAElFTkSuQmCC',
  'base64',
);

/** The body's fields and an image as multipart/form-data, each text field with a NUL in it. */
function multipartOf(body: unknown): Buffer {
  const fields = body !== null && typeof body === 'object' ? Object.entries(body) : [];
  const part = (name: string, extra = '') =>
    `--sweep\r\nContent-Disposition: form-data; name="${name}"${extra}\r\n`;
  const texts = fields
    .filter(([, value]) => typeof value === 'string' || typeof value === 'number')
    .map(([name, value]) => `${part(name)}\r\n${typeof value === 'string' ? `${value}${NUL}x` : value}\r\n`);
  return Buffer.concat([
    Buffer.from(`${texts.join('')}${part('image', '; filename="a.png"')}Content-Type: image/png\r\n\r\n`),
    TINY_PNG,
    Buffer.from('\r\n--sweep--\r\n'),
  ]);
}

function wholeBodyVariants(op: Operation, sample: Base): Variant[] {
  if (op.method === 'GET' || op.method === 'HEAD') return [];
  return [
    ...WHOLE_BODIES.map(([label, body, contentType]) => ({
      label: `body ${label}`,
      make: (base: Base) => requestOf(op, base, { body, contentType }),
    })),
    {
      label: 'body multipart with NUL fields',
      hasNul: Object.values(sample.body ?? {}).some((value) => typeof value === 'string'),
      make: (base: Base) =>
        requestOf(op, base, {
          body: multipartOf(base.body),
          contentType: 'multipart/form-data; boundary=sweep',
        }),
    },
  ];
}

const HEADER_VARIANTS: [string, Record<string, string>][] = [
  ['X-XSRF-TOKEN %', { cookie: 'XSRF-TOKEN=abc', 'x-xsrf-token': '%' }],
  ['X-XSRF-TOKEN bad percent', { cookie: 'XSRF-TOKEN=%E0%A4%A', 'x-xsrf-token': '%E0%A4%A' }],
  ['cookies bad percent', { cookie: 'XSRF-TOKEN=%ED%A0%80; auth=%; spona=%%%' }],
  ['App-language garbage', { 'app-language': '../../etc/passwd;q=abc' }],
  ['App-language long', { 'app-language': 'x'.repeat(4000) }],
  ['Accept-Language garbage', { 'accept-language': '*;q=NaN, ,;;, xx-%00' }],
  ['Authorization bare', { authorization: 'Bearer' }],
  ['Authorization percent', { authorization: 'Bearer %00%ED%A0%80' }],
  ['Authorization long', { authorization: `Bearer ${'x'.repeat(8000)}` }],
  ['Authorization basic', { authorization: 'Basic Og==' }],
  ['X-Forwarded-For garbage', { 'x-forwarded-for': 'not-an-ip, %00, ::ffff:zz' }],
  ['If-None-Match garbage', { 'if-none-match': 'W/"%00", *, "' }],
];

function headerVariants(op: Operation): Variant[] {
  return HEADER_VARIANTS.map(([label, headers]) => ({
    label: `header ${label}`,
    make: (base: Base) => requestOf(op, base, { headers }),
  }));
}

/**
 * The hostile requests of one operation: each path param, query param and body position replaced by
 * a wrong type, an out-of-range number, NUL and other control characters or very long text; broken
 * and mistyped bodies; garbage in the headers the server reads. `sample` gives the body's shape.
 */
export function hostileVariants(op: Operation, sample: Base): Variant[] {
  return [
    ...pathVariants(op),
    ...queryVariants(op),
    ...bodyFieldVariants(op, sample),
    ...wholeBodyVariants(op, sample),
    ...headerVariants(op),
  ];
}
