/**
 * Issue 19: fewer, larger chunks for the signed-in pages. Left to itself, Rollup gives every set of
 * pages that shares a module a chunk of its own: a signed-in page asked for 65–80 scripts (a Mantine
 * component, an icon, a three-line helper each), and on a phone's connection every request waits its
 * turn for one of the six connections HTTP/1.1 allows (docs/PERFORMANCE.md).
 *
 * The build (build/build.ts) bundles once without writing, as Rollup splits by itself, and reads off
 * that bundle who loads which library module (after tree-shaking: a package's index re-exports all of
 * it, so the module graph alone says everyone uses everything). The real build then groups them:
 * - `ui-base`: the libraries the first route loads (the app, the home page, the texts), and those of
 *   the lazy parts every visit loads after it (the home page's counters, the banners);
 * - `ui`: the libraries only signed-in pages load (Mantine's components, floating-ui, icons...);
 * - `ui-shared`: those both signed-in and logged-out pages load;
 * - `ui-public`: those only logged-out pages load (the sign-in and registration forms).
 * Every library module a group's module imports must be in a group itself: Rollup moves a grouped
 * module's ungrouped dependencies into its group (so `ui` would take the home page's). The app's own
 * modules and the staff console's libraries stay where Rollup puts them.
 */

/** The part of a Rollup output chunk the plan reads. */
export interface PlannedChunk {
  type: 'chunk';
  name: string;
  fileName: string;
  isEntry: boolean;
  isDynamicEntry: boolean;
  facadeModuleId: string | null;
  imports: string[];
  dynamicImports: string[];
  moduleIds: string[];
}

/** Module id → its group's chunk name. */
export type ChunkPlan = Record<string, string>;

/** The app, which the entry starts once the first paint is done (src/app/boot.ts). */
const APP_START = /\/src\/app\/main\.tsx$/;
/** Where the first visit starts beside the entry: the app it starts, the home page, the texts. */
const FIRST_ROUTE_LAZY_ROOTS = [
  /\/src\/app\/main\.tsx$/,
  /\/src\/features\/home\/pages\/HomePage\.tsx$/,
  /\/src\/lib\/catalogues\/(hr|en)\.ts$/,
];
/** The interface texts, one chunk per language and group (lib/i18n.ts): never grouped. */
const CATALOGUES = /\/src\/lib\/catalogues\//;
/** The pages a logged-out visitor opens (SPEC §2). */
const PUBLIC_PAGES =
  /\/src\/features\/(auth\/pages\/\w+|search\/pages\/UnsubscribePage|support\/pages\/\w+|errors\/pages\/\w+)\.tsx$/;
/** The staff console (issue 17): its own lazy chunks. */
const CONSOLE = /\/src\/features\/console\//;
/** What the shell loads lazily for a signed-in user only (its other lazy parts load for everyone). */
const SIGNED_IN_SHELL_PARTS =
  /\/src\/app\/(navbar\/(Desktop|Mobile)Navbar\.tsx|realtimeRuntime\.ts)$|UnverifiedEmailBanner/;
/** Lazy routes of the route table (apps/web/src/app/routes.tsx), each a page. */
const ROUTE_PAGES = /\/src\/features\/[^/]+\/pages\/\w+\.tsx$/;
/** Libraries vite.config.ts gives chunks of their own (the framework, zod, the real-time client). */
const FRAMEWORK_PACKAGES =
  /node_modules\/(react|react-dom|scheduler|react-router|i18next|react-i18next|@tanstack\/[^/]+|zod|laravel-echo|socket\.io-client|socket\.io-parser|engine\.io-client|engine\.io-parser|@socket\.io\/[^/]+)\//;
/** Libraries one feature uses (dates, forms, QR codes, screenshots, the worker's window): as split. */
const FEATURE_PACKAGES =
  /node_modules\/(@mantine\/dates|dayjs|@mantine\/form|qrcode|html-to-image|workbox-window)\//;

/** Who loads a chunk beyond the first route: every visitor (a lazy part of the shell), or a kind of page. */
type Audience = 'every' | 'public' | 'signed-in' | 'console';

/** Reads who loads what off a bundle split by Rollup alone, and groups the libraries. */
export function planChunkGroups(chunks: PlannedChunk[]): ChunkPlan {
  const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  const staticClosure = (start: PlannedChunk[]) => {
    const seen = new Set<PlannedChunk>();
    const stack = [...start];
    while (stack.length > 0) {
      const chunk = stack.pop()!;
      if (seen.has(chunk)) continue;
      seen.add(chunk);
      for (const file of chunk.imports) stack.push(byFile.get(file)!);
    }
    return seen;
  };
  const facade = (chunk: PlannedChunk) => chunk.facadeModuleId ?? '';
  const firstRoute = staticClosure(
    chunks.filter(
      (chunk) => chunk.isEntry || FIRST_ROUTE_LAZY_ROOTS.some((pattern) => pattern.test(facade(chunk))),
    ),
  );

  const appStart = staticClosure(chunks.filter((chunk) => APP_START.test(facade(chunk))));
  for (const chunk of chunks) if (chunk.isEntry) appStart.delete(chunk);

  /** Who loads a lazy chunk: known from its module, or from who imports it. */
  const audienceOf = new Map<PlannedChunk, Audience>();
  const lazyRoots = chunks.filter((chunk) => chunk.isDynamicEntry && !firstRoute.has(chunk));
  for (const chunk of lazyRoots) {
    const id = facade(chunk);
    if (CONSOLE.test(id)) audienceOf.set(chunk, 'console');
    else if (PUBLIC_PAGES.test(id)) audienceOf.set(chunk, 'public');
    else if (ROUTE_PAGES.test(id) || SIGNED_IN_SHELL_PARTS.test(id)) audienceOf.set(chunk, 'signed-in');
  }
  // A lazy part of a page (a dialog, a lightbox) is loaded by whoever loads its importer; one the
  // shell loads (a banner, the home page's counters) by every visitor. An importer that is no lazy
  // root itself (a module pages share, as ui/DateField.tsx) is loaded by the roots that import it.
  const closureOfRoot = new Map(lazyRoots.map((root) => [root, staticClosure([root])]));
  const audiencesOfImporter = (importer: PlannedChunk): (Audience | undefined)[] =>
    audienceOf.has(importer) || closureOfRoot.has(importer)
      ? [audienceOf.get(importer)]
      : lazyRoots
          .filter((root) => closureOfRoot.get(root)!.has(importer))
          .map((root) => audienceOf.get(root));
  for (let changed = true; changed;) {
    changed = false;
    for (const chunk of lazyRoots) {
      if (audienceOf.has(chunk)) continue;
      const importers = chunks.filter((other) => other.dynamicImports.includes(chunk.fileName));
      if (importers.some((importer) => firstRoute.has(importer))) audienceOf.set(chunk, 'every');
      else {
        const known = importers.flatMap(audiencesOfImporter).filter((kind) => kind);
        if (known.length === 0) continue;
        const order: Audience[] = ['every', 'public', 'signed-in', 'console'];
        audienceOf.set(
          chunk,
          order.find((kind) => known.includes(kind))!,
        );
      }
      changed = true;
    }
  }

  /** Who loads each chunk outside the first route, and which lazy roots. */
  const audiences = new Map<PlannedChunk, Set<Audience>>();
  const rootsOf = new Map<PlannedChunk, Set<PlannedChunk>>();
  for (const root of lazyRoots) {
    const audience = audienceOf.get(root) ?? 'every';
    for (const chunk of staticClosure([root])) {
      if (firstRoute.has(chunk)) continue;
      audiences.set(chunk, (audiences.get(chunk) ?? new Set<Audience>()).add(audience));
      rootsOf.set(chunk, (rootsOf.get(chunk) ?? new Set<PlannedChunk>()).add(root));
    }
  }

  /** A library chunk's group, or undefined to keep it as Rollup split it. */
  const libraryGroup = (chunk: PlannedChunk) => {
    const audience = audiences.get(chunk) ?? new Set<Audience>(['every']);
    if (firstRoute.has(chunk) || audience.has('every')) return 'ui-base';
    if (audience.has('public') && audience.has('signed-in')) return 'ui-shared';
    if (audience.has('signed-in')) return 'ui';
    if (audience.has('public')) return 'ui-public';
    return undefined;
  };
  /** An app chunk's group, or undefined to keep it as Rollup split it. */
  const appGroup = (chunk: PlannedChunk) => {
    if (CATALOGUES.test(facade(chunk))) return undefined;
    // The app's start and what it imports, in one chunk named after it (the prerender and the budget
    // find it by that name); the home page and the texts load beside it, lazily, as before.
    if (appStart.has(chunk)) return 'main';
    const audience = audiences.get(chunk) ?? new Set<Audience>(['every']);
    if (firstRoute.has(chunk) || audience.has('every')) return undefined;
    // What a logged-out page shares stays as split: grouped, the sign-in page would load the
    // signed-in pages' schemas too.
    if (audience.has('public')) return undefined;
    if (audience.has('signed-in') && (rootsOf.get(chunk)?.size ?? 0) >= 2) return 'app-signed-in';
    return undefined;
  };

  // Every module the bundle kept gets a chunk name, its group's or the name of the chunk Rollup put
  // it in (each chunk's own, so it stays as it was): none is left for a group to take.
  const plan: ChunkPlan = {};
  const names = new Set<string>();
  for (const chunk of chunks) {
    let ownName = chunk.name;
    for (let index = 2; names.has(ownName); index += 1) ownName = `${chunk.name}-${index}`;
    names.add(ownName);
    // vite.config.ts names the framework's chunks; what Rollup put beside it there stays with it.
    const isFramework = chunk.moduleIds.some((id) => FRAMEWORK_PACKAGES.test(id));
    for (const id of chunk.moduleIds) {
      let group: string | undefined;
      if (isFramework) group = undefined;
      // The entry's own modules (its styles among them) stay in it: the first paint waits for nothing else.
      else if (chunk.isEntry || /\.css($|\?)/.test(id)) group = undefined;
      else if (!id.includes('/node_modules/')) group = appGroup(chunk);
      else if (!FEATURE_PACKAGES.test(id)) group = libraryGroup(chunk);
      plan[id] = group ?? ownName;
    }
  }
  return plan;
}

/** What Rollup's output gives for a chunk, reduced to what the plan reads. */
export function toPlannedChunk(chunk: {
  type: string;
  name: string;
  fileName: string;
  isEntry: boolean;
  isDynamicEntry: boolean;
  facadeModuleId: string | null;
  imports: string[];
  dynamicImports: string[];
  moduleIds: readonly string[];
}): PlannedChunk {
  return {
    type: 'chunk',
    name: chunk.name,
    fileName: chunk.fileName,
    isEntry: chunk.isEntry,
    isDynamicEntry: chunk.isDynamicEntry,
    facadeModuleId: chunk.facadeModuleId,
    imports: chunk.imports,
    dynamicImports: chunk.dynamicImports,
    moduleIds: [...chunk.moduleIds],
  };
}

/**
 * A cycle of static imports between the build's chunks, if any (their keys), else null. Grouping
 * could make one (a library's chunk and the framework's importing each other), and a module of a
 * chunk in a cycle may run before what it imports has: the build fails on one rather than ship it.
 */
export function findImportCycle(manifest: Record<string, { imports?: string[] }>): string[] | null {
  const state = new Map<string, 'open' | 'done'>();
  const path: string[] = [];
  const visit = (key: string): string[] | null => {
    if (state.get(key) === 'done') return null;
    if (state.get(key) === 'open') return [...path.slice(path.indexOf(key)), key];
    state.set(key, 'open');
    path.push(key);
    for (const imported of manifest[key]?.imports ?? []) {
      const cycle = visit(imported);
      if (cycle) return cycle;
    }
    path.pop();
    state.set(key, 'done');
    return null;
  };
  for (const key of Object.keys(manifest)) {
    const cycle = visit(key);
    if (cycle) return cycle;
  }
  return null;
}
