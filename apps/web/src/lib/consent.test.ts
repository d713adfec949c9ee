// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  acceptConsent,
  consentCookieExpiry,
  hasConsent,
  subscribeToConsent,
  withdrawConsent,
} from './consent';

function clearConsent() {
  window.localStorage.clear();
  document.cookie = 'consent=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/';
}

afterEach(clearConsent);

describe('consent', () => {
  it('is not given until the user accepts', () => {
    expect(hasConsent()).toBe(false);
  });

  it('is stored in local storage and as a cookie, and either alone is enough', () => {
    acceptConsent();
    expect(window.localStorage.getItem('consent')).toBe('accepted');
    expect(document.cookie).toContain('consent=accepted');
    window.localStorage.clear();
    expect(hasConsent()).toBe(true);
    clearConsent();
    window.localStorage.setItem('consent', 'accepted');
    expect(hasConsent()).toBe(true);
  });

  it('can be withdrawn: both places are cleared and listeners hear of it', () => {
    acceptConsent();
    const listener = vi.fn();
    const unsubscribe = subscribeToConsent(listener);
    withdrawConsent();
    unsubscribe();
    expect(hasConsent()).toBe(false);
    expect(window.localStorage.getItem('consent')).toBeNull();
    expect(document.cookie).not.toContain('consent=');
    expect(listener).toHaveBeenCalledTimes(1);
  });

  it('keeps the cookie for 365 days', () => {
    const now = new Date('2026-11-22T08:00:00Z');
    expect(consentCookieExpiry(now).toISOString()).toBe('2027-11-22T08:00:00.000Z');
  });

  it('tells subscribers when the user accepts', () => {
    const listener = vi.fn();
    const unsubscribe = subscribeToConsent(listener);
    acceptConsent();
    unsubscribe();
    expect(listener).toHaveBeenCalledTimes(1);
  });
});
