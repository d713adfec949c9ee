// @vitest-environment jsdom
import '../../test/setupDom';
import { render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { describe, expect, it } from 'vitest';
import { lazyNamed, preloadRenderedModules } from './renderedModules';

describe('lazily loaded modules of a prerendered page (issue 19)', () => {
  it('renders a component at once, without suspending, once its module is loaded', async () => {
    let loads = 0;
    const Greeting = lazyNamed<{ name: string }, { Greeting: (props: { name: string }) => string }>(
      async () => {
        loads += 1;
        return { Greeting: ({ name }: { name: string }) => `Hello ${name}` };
      },
      'Greeting',
    );
    await preloadRenderedModules(['Greeting', 'NotDefinedAnywhere']);
    render(
      <Suspense fallback="loading">
        <Greeting name="Ana" />
      </Suspense>,
    );
    // No fallback in between: hydration meets the same markup the server wrote.
    expect(screen.getByText('Hello Ana')).toBeTruthy();
    expect(screen.queryByText('loading')).toBeNull();
    await preloadRenderedModules(['Greeting']);
    expect(loads).toBe(1);
  });

  it('loads the modules a loaded chunk defines in the next round', async () => {
    const loaded: string[] = [];
    lazyNamed<object, { Outer: () => null }>(async () => {
      loaded.push('Outer');
      // The outer module's chunk defines a lazy component of its own when it is evaluated.
      lazyNamed<object, { Inner: () => null }>(async () => {
        loaded.push('Inner');
        return { Inner: () => null };
      }, 'Inner');
      return { Outer: () => null };
    }, 'Outer');
    await preloadRenderedModules(['Inner', 'Outer']);
    expect(loaded).toEqual(['Outer', 'Inner']);
  });

  it('suspends as any lazy component does while its module is not loaded', async () => {
    const Late = lazyNamed<object, { Late: () => string }>(async () => ({ Late: () => 'late text' }), 'Late');
    render(
      <Suspense fallback="loading">
        <Late />
      </Suspense>,
    );
    expect(screen.getByText('loading')).toBeTruthy();
    expect(await screen.findByText('late text')).toBeTruthy();
  });
});
