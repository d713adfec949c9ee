import { describe, expect, it } from 'vitest';
import { namespaces, resources } from './index';

const PLURAL_SUFFIX = /_(zero|one|two|few|many|other)$/;

/** Every leaf key of a catalogue as a dotted path. */
function collectKeys(tree: object, prefix = ''): string[] {
  return Object.entries(tree).flatMap(([key, value]) =>
    typeof value === 'object' && value !== null
      ? collectKeys(value as object, `${prefix}${key}.`)
      : [`${prefix}${key}`],
  );
}

function collectValues(tree: object): unknown[] {
  return Object.values(tree).flatMap((value) =>
    typeof value === 'object' && value !== null ? collectValues(value as object) : [value],
  );
}

describe('message catalogues', () => {
  it.each(namespaces)('gives hr and en the same keys in %s, plural suffixes aside', (ns) => {
    const base = (keys: string[]) => [...new Set(keys.map((key) => key.replace(PLURAL_SUFFIX, '')))].sort();
    expect(base(collectKeys(resources.hr[ns]))).toEqual(base(collectKeys(resources.en[ns])));
  });

  it.each(namespaces)('has no empty texts in %s', (ns) => {
    for (const lang of ['en', 'hr'] as const) {
      for (const value of collectValues(resources[lang][ns])) {
        expect(typeof value === 'string' && value.trim().length > 0).toBe(true);
      }
    }
  });

  it('gives every Croatian plural its one, few and other forms', () => {
    for (const ns of namespaces) {
      const keys = collectKeys(resources.hr[ns]);
      for (const key of keys.filter((k) => k.endsWith('_one'))) {
        const stem = key.slice(0, -'_one'.length);
        expect(keys).toContain(`${stem}_few`);
        expect(keys).toContain(`${stem}_other`);
      }
    }
  });
});
