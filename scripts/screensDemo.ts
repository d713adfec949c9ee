/**
 * The demo data the screens of scripts/screens.ts show, read through the API as the demo users: who
 * they are, which conversation the messenger opens, and the language they prefer.
 */
import {
  API_BASE_PATH,
  ARRANGEMENT_PAGE_SIZE,
  SETTINGS_PATHS,
  ZArrangementList,
  ZAuthUser,
  ZCreatorSearchResult,
  ZMessageList,
  type TArrangement,
  type TLocale,
  type TTokenResponse,
} from '@spona/contracts';
import { signInThroughApi } from './demoServer';

export type SignedInViewer = 'creator' | 'advertiser';
export type ViewerTokens = Record<SignedInViewer, TTokenResponse>;

/** The ids in the paths of the screens. */
export interface DemoIds {
  /** The first creator the search shows, whose public profile the advertiser opens. */
  creatorId: number;
  /** The demo advertiser, whose public profile the creator opens. */
  advertiserId: number;
  /** The advertiser's conversation the messenger shows. */
  arrangementId: number;
}

async function callApi(
  origin: string,
  token: TTokenResponse,
  method: 'GET' | 'PUT',
  apiPath: string,
  body?: unknown,
): Promise<unknown> {
  const response = await fetch(`${origin}${API_BASE_PATH}/${apiPath}`, {
    method,
    headers: {
      Authorization: `Bearer ${token.access_token}`,
      ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!response.ok)
    throw new Error(`${method} ${apiPath} failed: ${response.status} ${await response.text()}`);
  return response.json();
}

/** Signs both demo users in (access tokens outlive the run, so one sign-in each is enough). */
export async function signInViewers(
  origin: string,
  logins: Record<SignedInViewer, { username: string; password: string }>,
): Promise<ViewerTokens> {
  const [creator, advertiser] = await Promise.all([
    signInThroughApi(origin, logins.creator),
    signInThroughApi(origin, logins.advertiser),
  ]);
  return { creator, advertiser };
}

/** How many messages the arrangement's conversation holds (SPEC §7 GET messaging/read, one row). */
async function countMessages(origin: string, token: TTokenResponse, arrangementId: number): Promise<number> {
  const query = `messages/messaging/read/${arrangementId}?limit=1&sort=created_at&order=desc`;
  return ZMessageList.parse(await callApi(origin, token, 'GET', query)).total;
}

/**
 * The conversation worth showing: an arrangement in progress if there is one (the messenger's main
 * use), and of those the longest conversation.
 */
async function pickConversation(
  origin: string,
  token: TTokenResponse,
  arrangements: TArrangement[],
): Promise<TArrangement | undefined> {
  const counted = await Promise.all(
    arrangements.map(async (arrangement) => ({
      arrangement,
      isInProgress: arrangement.status === 'IN_PROGRESS',
      messages: await countMessages(origin, token, arrangement.id),
    })),
  );
  counted.sort((a, b) => Number(b.isInProgress) - Number(a.isInProgress) || b.messages - a.messages);
  return counted[0]?.arrangement;
}

export async function findDemoIds(origin: string, tokens: ViewerTokens): Promise<DemoIds> {
  const [firstFound, advertiser] = await Promise.all([
    callApi(origin, tokens.advertiser, 'GET', 'search/influencers?limit=1').then(
      (body) => ZCreatorSearchResult.parse(body).data[0],
    ),
    callApi(origin, tokens.advertiser, 'GET', 'auth/user').then((body) => ZAuthUser.parse(body)),
  ]);
  if (!firstFound) throw new Error('creator search found no creator');
  const arrangements: TArrangement[] = [];
  for (const tab of ['active', 'history'] as const) {
    const query = `arrangements?tab=${tab}&limit=${ARRANGEMENT_PAGE_SIZE}`;
    arrangements.push(...ZArrangementList.parse(await callApi(origin, tokens.advertiser, 'GET', query)).data);
  }
  const conversation = await pickConversation(origin, tokens.advertiser, arrangements);
  if (!conversation) throw new Error('the demo advertiser has no arrangement for the messenger');
  return { creatorId: firstFound.id, advertiserId: advertiser.id, arrangementId: conversation.id };
}

/**
 * SPEC §1: the public data call answers a signed-in user's preferred language, which refines the
 * app's language; so each language's screens are taken with the users preferring it.
 */
export async function setPreferredLanguage(origin: string, tokens: ViewerTokens, locale: TLocale) {
  await Promise.all(
    Object.values(tokens).map((token) =>
      callApi(origin, token, 'PUT', SETTINGS_PATHS.language, { preferred_language: locale }),
    ),
  );
}
