import type { JsonSchema } from './exampleOf';

/** One operation of the OpenAPI document, as the sweep reads it. */
export type Operation = {
  method: string;
  /** The full path with `{name}` placeholders, e.g. `/api/v1/offers/{id}`. */
  path: string;
  pathParams: { name: string; schema: JsonSchema }[];
  queryParams: { name: string; schema: JsonSchema; required: boolean }[];
  body?: JsonSchema;
};

/** A valid request of an operation: path params, query params and a JSON body (not yet encoded). */
export type Base = { params: Record<string, unknown>; query: Record<string, unknown>; body?: unknown };

/** What goes on the wire: the path with its query, the headers and the raw body. */
export type RequestSpec = {
  path: string;
  headers: Record<string, string>;
  body?: string | Buffer;
};

/** A JSON token written as is (`1e309` parses to Infinity, 2^63 loses precision). */
export class Raw {
  constructor(readonly text: string) {}
}

/** JSON text with the Raw tokens written as they are. */
export function jsonText(value: unknown): string {
  const raws: string[] = [];
  const text = JSON.stringify(value, (_key, item: unknown) =>
    item instanceof Raw ? `\u0000raw${raws.push(item.text) - 1}` : item,
  );
  return text.replace(/"\\u0000raw(\d+)"/g, (_match, index: string) => raws[Number(index)]!);
}

const encodeValue = (value: unknown) => encodeURIComponent(String(value));

function fillPath(op: Operation, params: Record<string, string>): string {
  return op.path.replace(/\{(\w+)\}/g, (_match, name: string) => params[name] ?? '1');
}

export function queryPairs(query: Record<string, unknown>): string[] {
  return Object.entries(query).flatMap(([name, value]) =>
    (Array.isArray(value) ? value : [value]).map((item) => `${name}=${encodeValue(item)}`),
  );
}

/** The request of `base` with a few parts replaced (path params and query pairs already encoded). */
export function requestOf(
  op: Operation,
  base: Base,
  change: {
    params?: Record<string, string>;
    query?: string[];
    headers?: Record<string, string>;
    body?: string | Buffer | null;
    contentType?: string | null;
  } = {},
): RequestSpec {
  const params = {
    ...Object.fromEntries(Object.entries(base.params).map(([name, value]) => [name, encodeValue(value)])),
    ...change.params,
  };
  const pairs = change.query ?? queryPairs(base.query);
  const body =
    change.body === undefined ? (base.body === undefined ? undefined : jsonText(base.body)) : change.body;
  const contentType = change.contentType === undefined ? 'application/json' : change.contentType;
  return {
    path: `${fillPath(op, params)}${pairs.length > 0 ? `?${pairs.join('&')}` : ''}`,
    headers: {
      ...(body !== null && body !== undefined && contentType ? { 'content-type': contentType } : {}),
      ...change.headers,
    },
    body: body === null ? undefined : body,
  };
}
