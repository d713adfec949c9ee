// @vitest-environment jsdom
import { act, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useDataInTransition } from './useDataInTransition';

function List({
  data,
  onRender,
}: {
  data: string[] | undefined;
  onRender: (shown: string[] | undefined) => void;
}) {
  const shown = useDataInTransition(data);
  onRender(shown);
  return shown === undefined ? <p>loading</p> : <p>{shown.join(', ')}</p>;
}

function renderList() {
  const renders: (string[] | undefined)[] = [];
  const onRender = (shown: string[] | undefined) => renders.push(shown);
  const view = render(<List data={undefined} onRender={onRender} />);
  const show = (data: string[] | undefined) =>
    act(async () => view.rerender(<List data={data} onRender={onRender} />));
  return { renders, show };
}

describe('useDataInTransition (issue 19)', () => {
  it('renders the first data after a render that still shows the loading state', async () => {
    const { renders, show } = renderList();
    await show(['a', 'b']);
    screen.getByText('a, b');
    // The urgent render kept the loading state; the data came in the deferred one.
    expect(renders).toEqual([undefined, undefined, ['a', 'b']]);
  });

  it('shows a change of data already shown at once, and a return to loading at once', async () => {
    const { renders, show } = renderList();
    await show(['a']);
    renders.length = 0;
    await show(['a', 'c']);
    // Every render shows the new data, the first one included.
    expect(renders.length).toBeGreaterThan(0);
    expect(renders.every((shown) => shown?.join() === 'a,c')).toBe(true);
    renders.length = 0;
    await show(undefined);
    expect(renders[0]).toBeUndefined();
    screen.getByText('loading');
  });
});
