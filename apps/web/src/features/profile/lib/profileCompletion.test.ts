import { describe, expect, it } from 'vitest';
import type { TProfileStrength } from '@spona/contracts';
import { describeCompletion } from './profileCompletion';

const strength = (done: Record<string, boolean>, steps = ['photo', 'category', 'network', 'offer']) =>
  ({
    percent: Math.round((Object.values(done).filter(Boolean).length / steps.length) * 100),
    is_complete: steps.every((s) => done[s]),
    steps: steps.map((step) => ({ step, done: done[step] ?? false })),
    missing: steps.filter((s) => !done[s]),
  }) as TProfileStrength;

describe('the completion meter (SPEC §9)', () => {
  it('links each missing step of a creator to its tab and asks for a service', () => {
    const completion = describeCompletion(strength({ photo: true }), 'INFLUENCER');
    expect(completion.percent).toBe(25);
    expect(completion.items.map((i) => [i.step, i.tab, i.labelKey, i.isDone])).toEqual([
      ['photo', 'data', 'completion.steps.photo', true],
      ['category', 'categories', 'completion.steps.category', false],
      ['network', 'networks', 'completion.steps.network', false],
      ['offer', 'offers', 'completion.steps.service', false],
    ]);
    expect(completion.nextStep?.step).toBe('category');
  });

  it('asks an advertiser for a photo and an offer only', () => {
    const completion = describeCompletion(strength({ photo: false }, ['photo', 'offer']), 'ADVERTISER');
    expect(completion.items.map((i) => i.labelKey)).toEqual([
      'completion.steps.photo',
      'completion.steps.offer',
    ]);
    expect(completion.nextStep?.tab).toBe('data');
  });

  it('has no next step once complete', () => {
    const completion = describeCompletion(
      strength({ photo: true, category: true, network: true, offer: true }),
      'INFLUENCER',
    );
    expect(completion.isComplete).toBe(true);
    expect(completion.percent).toBe(100);
    expect(completion.nextStep).toBeNull();
  });
});
