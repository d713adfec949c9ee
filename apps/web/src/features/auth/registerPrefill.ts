import type { TUserType } from '@spona/contracts';

/** What the home page's sign-up form hands to /register (kept in memory only, never in the URL). */
export interface RegisterPrefill {
  accountType: TUserType;
  first_name: string;
  last_name: string;
  password: string;
  location: string | null;
  company: string;
}

let prefill: RegisterPrefill | null = null;

export function setRegisterPrefill(values: RegisterPrefill): void {
  prefill = values;
}

export function peekRegisterPrefill(): RegisterPrefill | null {
  return prefill;
}

export function clearRegisterPrefill(): void {
  prefill = null;
}
