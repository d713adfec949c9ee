/** A lone UTF-16 surrogate: valid in a JS string (and in JSON text), refused by PostgreSQL's jsonb. */
const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g;

/** A value as jsonb keeps it: lone surrogates in its strings become U+FFFD, as text columns store them. */
export function storableJson(value: unknown): unknown {
  if (value === undefined || value === null) return null;
  return JSON.parse(
    JSON.stringify(value, (_key, inner: unknown) =>
      typeof inner === 'string' ? inner.replace(LONE_SURROGATE, '\ufffd') : inner,
    ),
  );
}
