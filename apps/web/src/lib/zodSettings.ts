/**
 * zod's settings, set before zod loads (it comes later, with the first schema a page needs): zod
 * reads them from `globalThis.__zod_globalConfig` (zod/v4/core), the object `z.config()` fills.
 *
 * jitless: zod would otherwise probe once whether it may compile parsers with `new Function`, and the
 * page's Content-Security-Policy (script-src 'self', no 'unsafe-eval') reports that probe as a
 * violation (Lighthouse best practices: browser issues). Parsing stays the same, only not compiled.
 */
const scope = globalThis as { __zod_globalConfig?: Record<string, unknown> };
scope.__zod_globalConfig = { ...scope.__zod_globalConfig, jitless: true };
