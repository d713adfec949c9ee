// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { trackEvent } from './analytics';
import { acceptConsent } from './consent';

afterEach(() => {
  window.localStorage.clear();
  document.cookie = 'consent=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/';
  vi.unstubAllGlobals();
});

describe('trackEvent', () => {
  it('sends nothing before consent, and does not queue it for later', async () => {
    const fetchMock = vi.fn(async () => new Response(null, { status: 201 }));
    vi.stubGlobal('fetch', fetchMock);
    trackEvent({ event_type: 'BEFORE_CONSENT' });
    expect(fetchMock).not.toHaveBeenCalled();
    acceptConsent();
    trackEvent({ event_type: 'AFTER_CONSENT' });
    await vi.waitFor(() => expect(fetchMock).toHaveBeenCalled());
    const bodies = fetchMock.mock.calls.map((call) =>
      JSON.parse((call as unknown as [string, RequestInit])[1].body as string),
    );
    expect(bodies).toEqual([{ event_type: 'AFTER_CONSENT' }]);
  });

  it('posts the event to analytics/events after consent', async () => {
    const fetchMock = vi.fn(async () => new Response(null, { status: 201 }));
    vi.stubGlobal('fetch', fetchMock);
    acceptConsent();
    trackEvent({ event_type: 'PAGE_VIEW', event_data: { path: '/dashboard' } });
    await vi.waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/api/v1/analytics/events');
    expect(JSON.parse(init.body as string)).toEqual({
      event_type: 'PAGE_VIEW',
      event_data: { path: '/dashboard' },
    });
  });
});
