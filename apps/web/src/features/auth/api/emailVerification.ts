import { ZEmailVerification, ZSuccess, type TEmailVerification } from '@spona/contracts';
import { apiGet } from '../../../lib/apiClient';

/** SPEC §7 GET register/verify/{token}: confirms the address, or says it was confirmed already. */
export async function verifyEmail(token: string): Promise<TEmailVerification> {
  return ZEmailVerification.parse(await apiGet(`register/verify/${encodeURIComponent(token)}`));
}

/** SPEC §7 GET register/resend/{token}: a new confirmation link for the link's account. */
export async function resendVerification(token: string): Promise<void> {
  ZSuccess.parse(await apiGet(`register/resend/${encodeURIComponent(token)}`));
}
