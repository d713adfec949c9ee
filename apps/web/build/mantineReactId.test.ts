import { describe, expect, it } from 'vitest';
import { mantineReactId } from './mantineReactId';

describe("mantineReactId (issue 19: no second render for Mantine's ids)", () => {
  const load = mantineReactId().load as (id: string) => string | null;

  it("replaces @mantine/hooks' useId with one that keeps React's id", () => {
    const code = load('/repo/node_modules/@mantine/hooks/esm/use-id/use-id.mjs');
    expect(code).toContain("import { useReactId } from './use-react-id.mjs';");
    expect(code).not.toMatch(/useState|Effect|randomId/);
  });

  it('leaves every other module as it is', () => {
    expect(load('/repo/node_modules/@mantine/hooks/esm/use-id/use-react-id.mjs')).toBeNull();
    expect(load('/repo/apps/web/src/ui/hooks/useIsMobile.ts')).toBeNull();
  });
});
