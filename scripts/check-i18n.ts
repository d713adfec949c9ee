/**
 * Fails when the hr and en catalogues differ in keys (STYLE.md, Translations), when a Croatian
 * plural lacks one of _one, _few, _other, when a message is empty, or when a key is given twice.
 * Usage: node --import tsx scripts/check-i18n.ts
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '../packages/i18n/locales');
const PLURAL = /_(zero|one|two|few|many|other)$/;
type Catalogue = Record<string, unknown>;

function flatten(value: unknown, prefix = ''): Map<string, string> {
  const out = new Map<string, string>();
  for (const [key, child] of Object.entries(value as Catalogue)) {
    const name = prefix ? `${prefix}.${key}` : key;
    if (child !== null && typeof child === 'object') {
      for (const [k, v] of flatten(child, name)) out.set(k, v);
    } else {
      out.set(name, String(child));
    }
  }
  return out;
}

/**
 * Keys given twice in one object (JSON.parse keeps the last silently: two branches adding the same key
 * merge without a conflict). The catalogues are Prettier-formatted: one key per line.
 */
function duplicateKeys(text: string): string[] {
  const scopes: Set<string>[] = [new Set()];
  const path: string[] = [];
  const found: string[] = [];
  for (const line of text.split('\n')) {
    const key = /^\s*"((?:[^"\\]|\\.)*)"\s*:/.exec(line)?.[1];
    if (key !== undefined) {
      const scope = scopes.at(-1)!;
      if (scope.has(key)) found.push([...path, key].join('.'));
      scope.add(key);
      if (/:\s*\{\s*$/.test(line)) {
        scopes.push(new Set());
        path.push(key);
      }
    } else if (/^\s*\},?\s*$/.test(line) && scopes.length > 1) {
      scopes.pop();
      path.pop();
    }
  }
  return found;
}

const problems: string[] = [];
const namespaces = new Set([...readdirSync(path.join(root, 'en')), ...readdirSync(path.join(root, 'hr'))]);
for (const file of namespaces) {
  const read = (lang: string) => {
    try {
      const text = readFileSync(path.join(root, lang, file), 'utf8');
      for (const key of duplicateKeys(text)) problems.push(`${lang}/${file}: ${key} is given twice`);
      return flatten(JSON.parse(text));
    } catch (err) {
      problems.push(`${lang}/${file}: ${(err as Error).message}`);
      return new Map<string, string>();
    }
  };
  const en = read('en');
  const hr = read('hr');
  const base = (keys: Iterable<string>) => new Set([...keys].map((k) => k.replace(PLURAL, '')));
  const enBase = base(en.keys());
  const hrBase = base(hr.keys());
  for (const k of enBase) if (!hrBase.has(k)) problems.push(`hr/${file} lacks ${k}`);
  for (const k of hrBase) if (!enBase.has(k)) problems.push(`en/${file} lacks ${k}`);
  for (const k of hr.keys()) {
    if (!PLURAL.test(k)) continue;
    const stem = k.replace(PLURAL, '');
    for (const form of ['one', 'few', 'other']) {
      if (!hr.has(`${stem}_${form}`)) problems.push(`hr/${file}: plural ${stem} lacks _${form}`);
    }
  }
  for (const [lang, map] of [
    ['en', en],
    ['hr', hr],
  ] as const) {
    for (const [k, v] of map) if (v.trim() === '') problems.push(`${lang}/${file}: ${k} is empty`);
  }
}

const unique = [...new Set(problems)];
if (unique.length > 0) {
  console.error(`i18n check failed:\n  ${unique.join('\n  ')}`);
  process.exit(1);
}
console.log(`i18n check: ${namespaces.size} namespaces, hr and en agree`);
