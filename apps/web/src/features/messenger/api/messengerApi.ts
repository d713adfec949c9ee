import {
  ARRANGEMENT_PAGE_SIZE,
  MESSAGE_MAX_LIMIT,
  MESSAGE_PAGE_SIZE,
  ZArrangement,
  ZArrangementList,
  ZConfirmation,
  ZMessage,
  ZMessageList,
  type TArrangement,
  type TArrangementAbort,
  type TArrangementAction,
  type TArrangementCreate,
  type TArrangementList,
  type TArrangementReport,
  type TArrangementReview,
  type TConfirmation,
  type TMessage,
  type TMessageList,
  type TMessageSendInput,
  type TProposalAnswer,
  type TProposalCreate,
} from '@spona/contracts';
import { apiGet, apiPost } from '../../../lib/apiClient';

/** The messenger's tabs (SPEC §2: Active and History). */
export type TArrangementTab = 'active' | 'history';

/** Query keys of the messenger, so events can refresh exactly what changed. */
export const messengerKeys = {
  all: ['arrangements'] as const,
  lists: () => [...messengerKeys.all, 'list'] as const,
  list: (tab: TArrangementTab, text: string) => [...messengerKeys.lists(), tab, text] as const,
  detail: (id: number) => [...messengerKeys.all, 'detail', id] as const,
};

/** GET arrangements: one page of one tab, filtered by the search text, most recent first. */
export async function fetchArrangements(
  tab: TArrangementTab,
  text: string,
  skip: number,
  signal?: AbortSignal,
): Promise<TArrangementList> {
  const query = { tab, text: text.trim() || undefined, skip, limit: ARRANGEMENT_PAGE_SIZE };
  return ZArrangementList.parse(await apiGet<unknown>('arrangements', { query, signal }));
}

/** GET arrangements/{id}. */
export async function fetchArrangement(id: number, signal?: AbortSignal): Promise<TArrangement> {
  return ZArrangement.parse(await apiGet<unknown>(`arrangements/${id}`, { signal }));
}

/** SPEC §7 POST arrangements/new; the same message key twice gives one arrangement. */
export async function createArrangement(body: TArrangementCreate): Promise<TArrangement> {
  return ZArrangement.parse(await apiPost<unknown>('arrangements/new', body));
}

/**
 * SPEC §7 GET messaging/read/{id}: newest first from `skip`; the answer is reversed to oldest first.
 */
export async function fetchMessages(arrangementId: number, skip: number): Promise<TMessageList> {
  const list = ZMessageList.parse(
    await apiGet<unknown>(`messages/messaging/read/${arrangementId}`, {
      query: { limit: MESSAGE_PAGE_SIZE, skip, sort: 'created_at', order: 'desc' },
    }),
  );
  return { ...list, data: [...list.data].reverse() };
}

/** SPEC §7 GET messaging/search/{id}, oldest first. */
export async function searchMessages(arrangementId: number, text: string): Promise<TMessageList> {
  const list = ZMessageList.parse(
    await apiGet<unknown>(`messages/messaging/search/${arrangementId}`, {
      query: { text, limit: MESSAGE_MAX_LIMIT, skip: 0, sort: 'created_at', order: 'desc' },
    }),
  );
  return { ...list, data: [...list.data].reverse() };
}

/** SPEC §7 POST messaging/send; a retry with the same key does not duplicate. */
export async function sendMessage(body: TMessageSendInput): Promise<TMessage> {
  return ZMessage.parse(await apiPost<unknown>('messages/messaging/send', body));
}

/** SPEC §7 POST messaging/open/{id}: marks the conversation seen. */
export async function openConversation(arrangementId: number): Promise<void> {
  await apiPost<unknown>(`messages/messaging/open/${arrangementId}`, {});
}

/** SPEC §7 POST management/handle/{id}: ACCEPT, DECLINE (with an explanation) or CANCEL. */
export async function handleRequest(id: number, action: TArrangementAction, message?: string): Promise<void> {
  await apiPost<unknown>(`management/handle/${id}`, { action, data: message ? { message } : {} });
}

/** POST management/review/{id}: completes (when in progress) and rates. */
export async function reviewArrangement(id: number, body: TArrangementReview): Promise<void> {
  await apiPost<unknown>(`management/review/${id}`, body);
}

/** SPEC §7 POST management/abort/{id}. */
export async function abortArrangement(id: number, body: TArrangementAbort): Promise<void> {
  await apiPost<unknown>(`management/abort/${id}`, body);
}

/** POST management/report/{id}: a problem for support. */
export async function reportProblem(id: number, body: TArrangementReport): Promise<TConfirmation> {
  return ZConfirmation.parse(await apiPost<unknown>(`management/report/${id}`, body));
}

/** SPEC §7 POST management/keep/{id}: answers the long-silence prompt with 'keep going'. */
export async function keepArrangement(id: number): Promise<void> {
  await apiPost<unknown>(`management/keep/${id}`, {});
}

/** Issue 16 POST management/propose/{id}: new terms with a message; the other party answers them. */
export async function proposeTerms(id: number, body: TProposalCreate): Promise<TArrangement> {
  return ZArrangement.parse(await apiPost<unknown>(`management/propose/${id}`, body));
}

/** Issue 16 POST management/proposal/{id}: accepts or declines the other party's open proposal. */
export async function answerProposal(id: number, body: TProposalAnswer): Promise<TArrangement> {
  return ZArrangement.parse(await apiPost<unknown>(`management/proposal/${id}`, body));
}
