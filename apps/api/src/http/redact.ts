/** Path segments after these words are secrets (verification and reset tokens). */
const SECRET_PATH_PARENTS = new Set(['verify', 'resend', 'reset', 'update']);
const SECRET_QUERY_KEYS = /^(token|access_token|refresh_token|password|client_secret|code)$/i;

/** Masks tokens in a URL so request logs never contain them. */
export function redactUrl(url: string): string {
  const [pathPart = '', query] = url.split('?', 2) as [string, string | undefined];
  const segments = pathPart.split('/');
  const masked = segments.map((segment, i) =>
    i > 0 && SECRET_PATH_PARENTS.has(segments[i - 1] ?? '') && segment !== '' ? '[redacted]' : segment,
  );
  if (query === undefined) return masked.join('/');
  const params = query
    .split('&')
    .map((pair) => {
      const [key = '', value] = pair.split('=', 2);
      return value !== undefined && SECRET_QUERY_KEYS.test(decodeURIComponent(key))
        ? `${key}=[redacted]`
        : pair;
    })
    .join('&');
  return `${masked.join('/')}?${params}`;
}

/** pino redaction paths: credentials never reach the logs, whatever is logged. */
export const LOG_REDACT_PATHS = [
  'req.headers.authorization',
  'req.headers.cookie',
  'req.headers["x-xsrf-token"]',
  'res.headers["set-cookie"]',
  '*.password',
  '*.password_confirmation',
  '*.client_secret',
  '*.access_token',
  '*.refresh_token',
];
