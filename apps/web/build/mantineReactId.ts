import type { Plugin } from 'vite';

/** The module of @mantine/hooks 8 whose `useId` every input, tooltip, popover and tab uses. */
const MANTINE_USE_ID = /node_modules\/@mantine\/hooks\/esm\/use-id\/use-id\.mjs$/;

/**
 * Issue 19: Mantine's `useId` keeps React's id for the first render, then sets a random one in a
 * layout effect (for React versions without `useId`). React renders such a layout effect's update at
 * once and whole: right after hydration, every input, tooltip, popover and tab of the page rendered
 * a second time in one long task (0.6 s on the search page at the 4x slowdown), and again after each
 * later mount. React 19's `useId` is stable and the same on the server and in the browser, so this
 * build uses it alone: the same id on the first render, and no second render. A plugin rather than
 * a fork of the package: the rest of @mantine/hooks stays as published.
 */
export function mantineReactId(): Plugin {
  return {
    name: 'spona-mantine-react-id',
    enforce: 'pre',
    load(id) {
      if (!MANTINE_USE_ID.test(id)) return null;
      return [
        "import { useReactId } from './use-react-id.mjs';",
        'export function useId(staticId) {',
        '  const reactId = useReactId();',
        "  return typeof staticId === 'string' ? staticId : reactId;",
        '}',
      ].join('\n');
    },
  };
}
