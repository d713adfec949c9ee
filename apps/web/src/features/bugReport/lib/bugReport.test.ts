import { describe, expect, it } from 'vitest';
import { bugTypeOf, buildBugReport } from './bugReport';

const PNG = 'data:image/png;base64,iVBORw0KGgo=';

describe('buildBugReport', () => {
  it('sends nothing when the problem is empty or only spaces', () => {
    expect(buildBugReport({ problem: '', screenshot: null, page: '/dashboard' })).toBeNull();
    expect(buildBugReport({ problem: '  \n\t ', screenshot: PNG, page: '/dashboard' })).toBeNull();
  });

  it('sends the trimmed problem with the page it was seen on', () => {
    expect(
      buildBugReport({ problem: '  Save fails \n', screenshot: null, page: '/search/offers?q=a' }),
    ).toEqual({
      problem: 'Save fails',
      type: 'search/offers',
      url: '/search/offers?q=a',
    });
  });

  it('attaches the screenshot when there is one', () => {
    expect(buildBugReport({ problem: 'x', screenshot: PNG, page: '/dashboard' })?.image_file).toBe(PNG);
  });
});

describe('bugTypeOf', () => {
  it('names the page by its first two path segments', () => {
    expect(bugTypeOf('/')).toBe('home');
    expect(bugTypeOf('/dashboard')).toBe('dashboard');
    expect(bugTypeOf('/messenger/12/34')).toBe('messenger/12');
  });

  it('falls back to bug for a path the server would refuse', () => {
    expect(bugTypeOf('/šibenik')).toBe('bug');
  });
});
