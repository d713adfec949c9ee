import type { TProfileStrength, TProfileStrengthStep, TUserType } from '@spona/contracts';
import type { TProfileTab } from './profileTabs';

/** Where each step of SPEC §9 is done: the photo sits above the tabs, beside the data tab. */
export const STEP_TABS: Record<TProfileStrengthStep, TProfileTab> = {
  photo: 'data',
  category: 'categories',
  network: 'networks',
  offer: 'offers',
};

/** A step as the user reads it: a creator adds a service, an advertiser an offer (SPEC §6). */
export type TStepName = 'photo' | 'category' | 'network' | 'service' | 'offer';
/** Translation key (namespace profile) of a step's label. */
export type TStepLabelKey = `completion.steps.${TStepName}`;

export interface CompletionItem {
  step: TProfileStrengthStep;
  isDone: boolean;
  tab: TProfileTab;
  name: TStepName;
  labelKey: TStepLabelKey;
}

export interface Completion {
  percent: number;
  isComplete: boolean;
  items: CompletionItem[];
  /** The first step still missing, which the guide shows next; null when complete. */
  nextStep: CompletionItem | null;
}

function nameOf(step: TProfileStrengthStep, type: TUserType): TStepName {
  return step === 'offer' && type === 'INFLUENCER' ? 'service' : step;
}

/**
 * The completion meter of SPEC §9 from GET dashboard/profile-strength: each step the server counts for
 * this account type, whether it is done, and the tab of the profile editor where it is done.
 */
export function describeCompletion(strength: TProfileStrength, type: TUserType): Completion {
  const items = strength.steps.map(({ step, done }): CompletionItem => {
    const name = nameOf(step, type);
    return { step, isDone: done, tab: STEP_TABS[step], name, labelKey: `completion.steps.${name}` };
  });
  return {
    percent: strength.percent,
    isComplete: strength.is_complete,
    items,
    nextStep: items.find((item) => !item.isDone) ?? null,
  };
}
