import { createElement, lazy, type ComponentType } from 'react';
import { isServerRendering } from './prerenderState';

/**
 * Issue 19: the lazy modules a prerendered page rendered, by their file's name (a page's export is
 * named like its file: `DashboardPage` in `DashboardPage.tsx`). The prerender (apps/web/build/
 * prerender.ts) links their chunks as `modulepreload`, so the browser fetches them with the HTML.
 */
const renderedModules = new Set<string>();

/** Notes, while rendering on the server, that the module of `name` was rendered. */
export function noteRenderedModule(name: string): void {
  if (isServerRendering) renderedModules.add(name);
}

/** The modules rendered since the last call (one page's), emptied. */
export function takeRenderedModules(): string[] {
  const names = [...renderedModules];
  renderedModules.clear();
  return names;
}

/** The preload of every lazily loaded component defined so far, by its name. */
const preloads = new Map<string, () => Promise<unknown>>();

/**
 * Issue 19: loads the modules a prerendered page rendered (it lists them), before the browser
 * hydrates it: then every lazy component renders at once, as on the server, and nothing of the page
 * hydrates later than the rest (a part hydrated later could meet data the page did not have).
 * A module of a chunk loaded meanwhile defines its own lazy components: loaded in the next round.
 */
export async function preloadRenderedModules(names: readonly string[]): Promise<void> {
  const done = new Set<string>();
  for (;;) {
    const next = names.filter((name) => !done.has(name) && preloads.has(name));
    if (next.length === 0) return;
    for (const name of next) done.add(name);
    await Promise.all(next.map((name) => preloads.get(name)!().catch(() => undefined)));
  }
}

/**
 * A lazily loaded component whose module is named like its export (`name`): the prerender links its
 * chunk with the pages that render it. Its `preload()` starts the download ahead of the first render.
 */
export function lazyNamed<TProps extends object, TModule extends Record<string, unknown>>(
  load: () => Promise<TModule>,
  name: keyof TModule & string,
  /** More that the prerender should link when this renders (a text group: `texts:features`). */
  alsoRendered: readonly string[] = [],
): ComponentType<TProps> & { preload: () => Promise<unknown> } {
  let loading: Promise<{ default: ComponentType<TProps> }> | undefined;
  // Once loaded, the component renders at once, without suspending (issue 19: hydration).
  let loaded: ComponentType<TProps> | undefined;
  const preload = () => {
    loading ??= load().then((module) => {
      loaded = module[name] as ComponentType<TProps>;
      return { default: loaded };
    });
    return loading;
  };
  preloads.set(name, preload);
  const Lazy = lazy(preload);
  function Named(props: TProps) {
    noteRenderedModule(name);
    for (const other of alsoRendered) noteRenderedModule(other);
    return createElement(loaded ?? Lazy, props);
  }
  Named.displayName = `Lazy(${name})`;
  return Object.assign(Named, { preload });
}
