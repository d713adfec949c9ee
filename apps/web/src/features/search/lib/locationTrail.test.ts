import { afterEach, describe, expect, it } from 'vitest';
import { findOriginPathname, recordLocation, resetLocationTrail } from './locationTrail';

const dashboard = { key: 'a1', pathname: '/dashboard' };
const creator = { key: 'b2', pathname: '/creator/3' };
const search = { key: 'c3', pathname: '/search/creators' };

describe('the location trail', () => {
  afterEach(resetLocationTrail);

  it('knows no origin for the first page of the app', () => {
    expect(findOriginPathname(dashboard)).toBeNull();
    recordLocation(dashboard);
    expect(findOriginPathname(dashboard)).toBeNull();
  });

  it('answers the page before, whether the new page renders before or after it is recorded', () => {
    recordLocation(dashboard);
    recordLocation(creator);
    // Rendering in the commit that navigates: the trail still ends at the creator page.
    expect(findOriginPathname(search)).toBe('/creator/3');
    // Rendering after a loading fallback committed the new location.
    recordLocation(search);
    expect(findOriginPathname(search)).toBe('/creator/3');
  });

  it('records a location once, however often its effect runs', () => {
    recordLocation(creator);
    recordLocation(search);
    recordLocation(search);
    expect(findOriginPathname(search)).toBe('/creator/3');
  });
});
