import { parseAst, type Plugin, type Rollup } from 'vite';

const PURE = '/* @__PURE__ */ ';

type Node = Rollup.AstNode & Record<string, unknown>;

function isNode(value: unknown): value is Node {
  return (
    typeof value === 'object' && value !== null && typeof (value as { type?: unknown }).type === 'string'
  );
}

/** Where every call (and `new`) of an expression starts, not looking into function bodies. */
function collectCallStarts(node: Node, starts: Set<number>): void {
  if (
    node.type === 'ArrowFunctionExpression' ||
    node.type === 'FunctionExpression' ||
    node.type === 'ClassExpression'
  ) {
    return;
  }
  if (node.type === 'CallExpression' || node.type === 'NewExpression') starts.add(node.start);
  for (const [key, value] of Object.entries(node)) {
    if (key === 'type' || key === 'start' || key === 'end') continue;
    for (const child of Array.isArray(value) ? value : [value]) {
      if (isNode(child)) collectCallStarts(child, starts);
    }
  }
}

/**
 * Marks every call made while a contracts module declares its top-level constants pure
 * (`/* @__PURE__ *\/`), so Rollup drops the schemas a chunk does not use. Without it, importing one
 * constant from a contracts module (`LOCALES`) keeps every schema of that module, and with them all
 * of zod (27 kB gzipped), in the chunk: Rollup cannot know that building a zod schema
 * (`z.object(...)`, `ZBase.extend(...)`, a local helper) has no side effect. It has none as long as
 * no schema registers itself (`.register()`, `z.globalRegistry`), which contracts never do.
 *
 * Only the initialisers of top-level `const`/`let` declarations are marked: a statement of its own
 * (`z.config(...)`) and anything inside a function run as written, so nothing done for its effect
 * is dropped. `code` is JavaScript (after TypeScript is stripped).
 */
export function markSchemasPure(code: string): string {
  const starts = new Set<number>();
  for (const statement of parseAst(code).body as unknown as Node[]) {
    const declaration = statement.type === 'ExportNamedDeclaration' ? statement.declaration : statement;
    if (!isNode(declaration) || declaration.type !== 'VariableDeclaration') continue;
    for (const declarator of declaration.declarations as Node[]) {
      if (isNode(declarator.init)) collectCallStarts(declarator.init, starts);
    }
  }
  let marked = code;
  for (const start of [...starts].sort((a, b) => b - a)) {
    marked = `${marked.slice(0, start)}${PURE}${marked.slice(start)}`;
  }
  return marked;
}

/** Vite plugin: `markSchemasPure` on packages/contracts/src in production builds (issue 7 budgets). */
export function pureSchemas(): Plugin {
  return {
    name: 'spona-pure-schemas',
    apply: 'build',
    transform(code, id) {
      if (!/\/packages\/contracts\/src\/[^/]+\.ts$/.test(id) || id.endsWith('.test.ts')) return null;
      // map: null keeps the module's source map; the inserted comments only shift columns on a line.
      return { code: markSchemasPure(code), map: null };
    },
  };
}
