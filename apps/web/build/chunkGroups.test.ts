import { describe, expect, it } from 'vitest';
import { findImportCycle, planChunkGroups, type PlannedChunk } from './chunkGroups';

const SRC = '/repo/apps/web/src';
const LIB = '/repo/node_modules';

function chunk(
  name: string,
  moduleIds: string[],
  options: Partial<Pick<PlannedChunk, 'isEntry' | 'isDynamicEntry' | 'imports' | 'dynamicImports'>> & {
    facade?: string;
  } = {},
): PlannedChunk {
  return {
    type: 'chunk',
    name,
    fileName: `assets/${name}.js`,
    isEntry: options.isEntry ?? false,
    isDynamicEntry: options.isDynamicEntry ?? options.facade !== undefined,
    facadeModuleId: options.facade ?? null,
    imports: (options.imports ?? []).map((file) => `assets/${file}.js`),
    dynamicImports: (options.dynamicImports ?? []).map((file) => `assets/${file}.js`),
    moduleIds,
  };
}

/** A build as Rollup splits it alone: the entry, the app, the home page, pages of every kind. */
const bundle: PlannedChunk[] = [
  chunk('index', [`${SRC}/app/boot.ts`, `${LIB}/@mantine/core/styles.css`], {
    isEntry: true,
    dynamicImports: ['main'],
  }),
  chunk('main', [`${SRC}/app/main.tsx`, `${SRC}/app/App.tsx`], {
    facade: `${SRC}/app/main.tsx`,
    imports: ['vendor', 'Box'],
    dynamicImports: ['HomePage', 'CreatorSearchPage', 'CreatorPage', 'LoginPage', 'ConsoleApp', 'hr'],
  }),
  chunk('vendor', [`${LIB}/react/index.js`, `${LIB}/html-parse-stringify/index.js`]),
  chunk('Box', [`${LIB}/@mantine/core/esm/core/Box/Box.mjs`], { imports: ['vendor'] }),
  chunk('hr', [`${SRC}/lib/catalogues/hr.ts`], { facade: `${SRC}/lib/catalogues/hr.ts` }),
  chunk('HomePage', [`${SRC}/features/home/pages/HomePage.tsx`], {
    facade: `${SRC}/features/home/pages/HomePage.tsx`,
    imports: ['Box'],
    dynamicImports: ['Counters'],
  }),
  chunk('Counters', [`${SRC}/features/home/components/Counters.tsx`], {
    facade: `${SRC}/features/home/components/Counters.tsx`,
    imports: ['SimpleGrid'],
  }),
  chunk('SimpleGrid', [`${LIB}/@mantine/core/esm/components/SimpleGrid/SimpleGrid.mjs`]),
  chunk('CreatorSearchPage', [`${SRC}/features/search/pages/CreatorSearchPage.tsx`], {
    facade: `${SRC}/features/search/pages/CreatorSearchPage.tsx`,
    imports: ['Tooltip', 'PasswordInput', 'formatters', 'Box'],
  }),
  chunk('CreatorPage', [`${SRC}/features/profile/pages/CreatorPage.tsx`], {
    facade: `${SRC}/features/profile/pages/CreatorPage.tsx`,
    imports: ['Tooltip', 'formatters'],
    dynamicImports: ['Lightbox'],
  }),
  chunk('Lightbox', [`${SRC}/ui/Lightbox.tsx`], { facade: `${SRC}/ui/Lightbox.tsx`, imports: ['Carousel'] }),
  chunk('Carousel', [`${LIB}/@mantine/core/esm/components/Carousel/Carousel.mjs`]),
  chunk('Tooltip', [
    `${LIB}/@mantine/core/esm/components/Tooltip/Tooltip.mjs`,
    `${LIB}/@floating-ui/dom/index.mjs`,
  ]),
  chunk('formatters', [`${SRC}/features/profile/lib/formatters.ts`], { dynamicImports: ['DayPicker'] }),
  // A lazy part that a module pages share loads (ui/DateField.tsx loads the calendar).
  chunk('DayPicker', [`${SRC}/ui/DayPicker.tsx`], {
    facade: `${SRC}/ui/DayPicker.tsx`,
    imports: ['Popover'],
  }),
  chunk('Popover', [`${LIB}/@mantine/core/esm/components/Popover/Popover.mjs`]),
  chunk('LoginPage', [`${SRC}/features/auth/pages/LoginPage.tsx`], {
    facade: `${SRC}/features/auth/pages/LoginPage.tsx`,
    imports: ['PasswordInput', 'DateField'],
  }),
  chunk('PasswordInput', [`${LIB}/@mantine/core/esm/components/PasswordInput/PasswordInput.mjs`]),
  chunk('DateField', [`${LIB}/@mantine/dates/esm/DateInput.mjs`, `${LIB}/dayjs/dayjs.min.js`]),
  chunk('ConsoleApp', [`${SRC}/features/console/ConsoleApp.tsx`], {
    facade: `${SRC}/features/console/ConsoleApp.tsx`,
    imports: ['AppShell', 'Tooltip'],
  }),
  chunk('AppShell', [`${LIB}/@mantine/core/esm/components/AppShell/AppShell.mjs`]),
];

describe('planChunkGroups (issue 19: fewer chunks for the signed-in pages)', () => {
  const plan = planChunkGroups(bundle);

  it("puts the first route's libraries, and those of what every visit loads lazily, in ui-base", () => {
    expect(plan[`${LIB}/@mantine/core/esm/core/Box/Box.mjs`]).toBe('ui-base');
    expect(plan[`${LIB}/@mantine/core/esm/components/SimpleGrid/SimpleGrid.mjs`]).toBe('ui-base');
  });

  it('groups the libraries by who loads them: signed-in pages only, or logged-out pages too', () => {
    expect(plan[`${LIB}/@mantine/core/esm/components/Tooltip/Tooltip.mjs`]).toBe('ui');
    expect(plan[`${LIB}/@floating-ui/dom/index.mjs`]).toBe('ui');
    // A lazy part of a signed-in page (the lightbox) is the signed-in pages'.
    expect(plan[`${LIB}/@mantine/core/esm/components/Carousel/Carousel.mjs`]).toBe('ui');
    expect(plan[`${LIB}/@mantine/core/esm/components/PasswordInput/PasswordInput.mjs`]).toBe('ui-shared');
    // So is one that a module the signed-in pages share loads, not every visitor's.
    expect(plan[`${LIB}/@mantine/core/esm/components/Popover/Popover.mjs`]).toBe('ui');
  });

  it("groups the app's modules two signed-in pages share, and the app's start as main", () => {
    expect(plan[`${SRC}/features/profile/lib/formatters.ts`]).toBe('app-signed-in');
    expect(plan[`${SRC}/app/App.tsx`]).toBe('main');
  });

  it('names every other module after the chunk Rollup put it in, so no group takes it', () => {
    // The entry (its styles too), the framework's chunk, the pages, the texts, one feature's
    // libraries and the console's own stay as they were.
    expect(plan[`${SRC}/app/boot.ts`]).toBe('index');
    expect(plan[`${LIB}/@mantine/core/styles.css`]).toBe('index');
    expect(plan[`${LIB}/html-parse-stringify/index.js`]).toBe('vendor');
    expect(plan[`${SRC}/features/search/pages/CreatorSearchPage.tsx`]).toBe('CreatorSearchPage');
    expect(plan[`${SRC}/features/home/pages/HomePage.tsx`]).toBe('HomePage');
    expect(plan[`${SRC}/lib/catalogues/hr.ts`]).toBe('hr');
    expect(plan[`${LIB}/@mantine/dates/esm/DateInput.mjs`]).toBe('DateField');
    expect(plan[`${LIB}/@mantine/core/esm/components/AppShell/AppShell.mjs`]).toBe('AppShell');
    const planned = new Set(Object.keys(plan));
    expect(bundle.flatMap((item) => item.moduleIds).every((id) => planned.has(id))).toBe(true);
  });

  it('gives chunks of the same name names of their own', () => {
    const twice = planChunkGroups([
      chunk('index', [`${SRC}/app/boot.ts`], { isEntry: true }),
      chunk('index', [`${SRC}/features/a/index.ts`]),
    ]);
    expect(twice[`${SRC}/features/a/index.ts`]).toBe('index-2');
  });
});

describe('findImportCycle', () => {
  it('finds chunks that import each other, and none where there is no cycle', () => {
    expect(
      findImportCycle({ a: { imports: ['b'] }, b: { imports: ['c'] }, c: { imports: ['a'] }, d: {} }),
    ).toEqual(['a', 'b', 'c', 'a']);
    expect(findImportCycle({ a: { imports: ['b', 'c'] }, b: { imports: ['c'] }, c: {} })).toBeNull();
  });
});
