// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { EMBEDDED_ANSWERS_ELEMENT_ID } from './embeddedAnswers';

/**
 * Issue 19: a page the server rendered with public answers carries them; the page's queries start
 * with them (checked by their schemas) until it has hydrated, and always ask again.
 */
const ZCount = z.object({ count: z.number() });

function embed(text: string) {
  const element = document.createElement('script');
  element.type = 'application/json';
  element.id = EMBEDDED_ANSWERS_ELEMENT_ID;
  element.textContent = text;
  document.body.append(element);
}

/** The module as a page load starts it (it reads the page's answers once). */
async function loadPage() {
  vi.resetModules();
  return import('./embeddedAnswers');
}

afterEach(() => {
  document.body.replaceChildren();
});

describe('embedded answers (issue 19)', () => {
  it('gives a query the answer of its address, checked by its schema, until the page has hydrated', async () => {
    embed(
      JSON.stringify({ '/api/v1/things?sort=new&limit=2': { count: 2 }, '/api/v1/bad': { count: 'two' } }),
    );
    const answers = await loadPage();
    expect(answers.hasEmbeddedAnswers()).toBe(true);
    expect(answers.embeddedAnswerOf('things', { sort: 'new', limit: 2 }, ZCount)).toEqual({ count: 2 });
    // Another address, or an answer its schema refuses: none.
    expect(answers.embeddedAnswerOf('things', { sort: 'old', limit: 2 }, ZCount)).toBeUndefined();
    expect(answers.embeddedAnswerOf('bad', undefined, ZCount)).toBeUndefined();
    // As a query's first data, dated long ago: the query asks again at once.
    const start = answers.embeddedStart('things', { sort: 'new', limit: 2 }, ZCount);
    expect(start.initialData()).toEqual({ count: 2 });
    expect(start.initialDataUpdatedAt).toBe(0);
    answers.forgetEmbeddedAnswers();
    expect(answers.embeddedAnswerOf('things', { sort: 'new', limit: 2 }, ZCount)).toBeUndefined();
  });

  it('has nothing for a page without them, or with a broken list', async () => {
    expect((await loadPage()).hasEmbeddedAnswers()).toBe(false);
    embed('{not json');
    const answers = await loadPage();
    expect(answers.hasEmbeddedAnswers()).toBe(false);
    expect(answers.embeddedAnswerOf('things', undefined, ZCount)).toBeUndefined();
    expect(answers.embeddedStart('things', undefined, ZCount).initialData()).toBeUndefined();
  });
});
