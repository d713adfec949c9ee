import { onlineManager } from '@tanstack/react-query';
import { useEffect } from 'react';
import { forgetEmbeddedAnswers } from '../../lib/embeddedAnswers';
import { releaseFirstScreen } from '../../lib/firstScreen';
import { replayEarlyTyping } from './earlyTyping';
import { isServerRendering } from './prerenderState';

/**
 * Issue 19: React hydrates a prerendered page's Suspense boundaries after the part around them, in
 * passes of their own; the effects of the first pass start the queries, and an answer that arrives
 * before a boundary hydrates would show there, unlike the server's HTML (a hydration mismatch). So
 * the queries wait, paused as if offline, until every boundary of the page has hydrated: each one
 * holds a gate (`useHydrationGate`), the server counts them into the page, the browser opens them.
 */
let serverGates = 0;
let expectedGates = 0;
let passedGates = 0;

/** The gates the server rendered since the last call (one page's), counted from zero again. */
export function takeServerGateCount(): number {
  const count = serverGates;
  serverGates = 0;
  return count;
}

/** Whether a prerendered page's gated boundaries are still hydrating (not cut short by the timeout). */
let isFirstScreenHydrating = false;

/**
 * Whether the first screen of a prerendered page is still hydrating (its gated boundaries have not
 * all hydrated): what the server could not know (the viewport's width) renders as the server
 * rendered it until then (ui/hooks/useIsMobile.ts).
 */
export function isHydrating(): boolean {
  return isFirstScreenHydrating;
}

/**
 * How long the queries wait for the next gate at most, should a boundary not hydrate (an error, a
 * test). Counted again from each gate that opens: on a busy phone (or CI's two loaded cores) the whole
 * hydration takes longer than any fixed limit fit for a broken page, and answers let in before it ends
 * show in parts still hydrating (React's error 418, a page redone).
 */
const LONGEST_WAIT_FOR_A_GATE_MS = 10_000;
let fallback: ReturnType<typeof setTimeout> | undefined;

function holdAtMostAWhile(): void {
  clearTimeout(fallback);
  fallback = setTimeout(() => {
    if (expectedGates > 0) releaseQueries();
  }, LONGEST_WAIT_FOR_A_GATE_MS);
}

function releaseQueries(): void {
  clearTimeout(fallback);
  // The first screen has hydrated with its data: what renders from now on asks the network.
  forgetEmbeddedAnswers();
  expectedGates = 0;
  onlineManager.setOnline(true);
  markAppReady();
}

/**
 * Says on `<html data-ready>` that the app answers: a prerendered page once all of it has hydrated
 * (what was typed into its fields before is handed to the app now), a page rendered afresh at once. The end-to-end tests wait for it after each page load.
 * What waits for the first screen (lib/firstScreen.ts) follows once the page has loaded and is idle.
 */
export function markAppReady(): void {
  replayEarlyTyping();
  document.documentElement.dataset.ready = 'true';
  releaseFirstScreen();
}

/** Holds the queries until `gates` boundaries have hydrated (app/main.tsx, before hydrating). */
export function holdQueriesUntilHydrated(gates: number): void {
  if (gates <= 0) {
    markAppReady();
    return;
  }
  expectedGates = gates;
  passedGates = 0;
  isFirstScreenHydrating = true;
  onlineManager.setOnline(false);
  holdAtMostAWhile();
}

function passGate(): void {
  if (expectedGates === 0) return;
  passedGates += 1;
  if (passedGates < expectedGates) {
    holdAtMostAWhile();
    return;
  }
  isFirstScreenHydrating = false;
  releaseQueries();
}

/** Counts a gate the server renders. */
function countServerGate(): void {
  if (isServerRendering) serverGates += 1;
}

/** Placed in each Suspense boundary of the first screen: counts on the server, opens in the browser. */
export function useHydrationGate(): void {
  countServerGate();
  useEffect(passGate, []);
}

/** `useHydrationGate` as an element, for the end of a boundary's children. */
export function HydrationGate(): null {
  useHydrationGate();
  return null;
}
