import { ARRANGEMENT_PAGE_SIZE, SEARCH_PAGE_SIZE } from '@spona/contracts';
import { buildApiUrl, buildRequestHeaders, type TApiQuery } from '../lib/apiRequestParts';
import { readAuth } from '../lib/authStorage';
import { startEarlyGet } from '../lib/earlyResponses';
import { hasEmbeddedAnswer } from '../lib/embeddedAnswers';
import { detectInitialLocale } from '../lib/language';
import { isExpiringSoon } from '../lib/tokenExpiry';

interface TEarlyQuery {
  path: string;
  query?: TApiQuery;
  /** The picture its answer puts largest on the first screen (the page's LCP), if any. */
  picture?: (body: unknown) => string | null | undefined;
  /**
   * A public call (SPEC §7, the same answer for everyone): `page` is the page's own data, which the
   * server renders the page with at request time (issue 19); `beside` is what such a page needs too.
   */
  public?: 'page' | 'beside';
}

/** The first creator card's picture: the photo, else the cover (features/search/components/CreatorCard). */
function firstCardPicture(body: unknown): string | null | undefined {
  const first = (body as { data?: { image_url?: string | null; cover_url?: string | null }[] }).data?.[0];
  return first?.image_url ?? first?.cover_url;
}

/** A public profile's cover (features/profile/components/CoverBanner). */
function coverPicture(body: unknown): string | null | undefined {
  return (body as { cover_url?: string | null }).cover_url;
}

/**
 * Signed-in addresses whose first data is known from the address alone (SPEC §7 calls), as each
 * page asks for it with its defaults (a page that asks otherwise just does not take the answer).
 */
const FIRST_QUERIES: { pattern: RegExp; query: (match: RegExpMatchArray) => TEarlyQuery }[] = [
  {
    pattern: /^\/creator\/(\d+)\/?$/,
    query: (match) => ({ path: `public/influencers/${match[1]}`, picture: coverPicture, public: 'page' }),
  },
  {
    pattern: /^\/advertiser\/(\d+)\/?$/,
    query: (match) => ({ path: `public/agencies/${match[1]}`, picture: coverPicture, public: 'page' }),
  },
  // Public pages and search cards name places from the reference data.
  {
    pattern: /^\/(creator\/\d+|advertiser\/\d+|search\/creators|search\/offers)\/?$/,
    query: () => ({ path: 'public/data', public: 'beside' }),
  },
  { pattern: /^\/dashboard\/?$/, query: () => ({ path: 'dashboard/data' }) },
  // The search's default order and page size (features/search/lib), the messenger's first tab.
  {
    pattern: /^\/search\/creators\/?$/,
    query: () => ({
      path: 'search/influencers',
      query: { sort: 'rank', order: 'desc', limit: SEARCH_PAGE_SIZE },
      picture: firstCardPicture,
      public: 'page',
    }),
  },
  {
    pattern: /^\/messenger\/?$/,
    query: () => ({ path: 'arrangements', query: { tab: 'active', skip: 0, limit: ARRANGEMENT_PAGE_SIZE } }),
  },
];

function firstQueriesOf(pathname: string): TEarlyQuery[] {
  return FIRST_QUERIES.flatMap(({ pattern, query }) => {
    const match = pathname.match(pattern);
    return match ? [query(match)] : [];
  });
}

/**
 * Issue 19: the API addresses of the public answers the server may render the signed-in page at
 * `pathname` (without a query) with: the page's own first data and what it needs beside it. None
 * for a page whose first data is the user's own (the server does not know who asks).
 */
export function publicAnswersOf(pathname: string): string[] {
  const queries = firstQueriesOf(pathname);
  if (!queries.some((query) => query.public === 'page')) return [];
  return queries.filter((query) => query.public).map(({ path, query }) => buildApiUrl(path, query));
}

/**
 * Issue 19: a signed-in page waits for its code, its texts, `auth/user` and its data, one after the
 * other when each starts from the one before. The entry (boot.ts) asks for `auth/user` and the
 * page's first query here, before the app's code has even loaded; the page's own calls take these
 * answers (lib/earlyResponses). Not with a token about to be refreshed: the app refreshes it first.
 */
export function startEarlyRequests(location: Pick<Location, 'pathname' | 'search'>): void {
  const auth = readAuth();
  if (!auth || isExpiringSoon(auth)) return;
  const language = detectInitialLocale();
  const start = ({ path, query, picture }: TEarlyQuery) => {
    const url = buildApiUrl(path, query);
    const response = startEarlyGet(url, buildRequestHeaders('GET', url, false, language, auth.access_token));
    if (picture && response) void loadPictureOf(response, picture);
  };
  start({ path: 'auth/user' });
  // An address with a query shows what it asks for, not the defaults.
  if (location.search) return;
  for (const query of firstQueriesOf(location.pathname)) {
    // Issue 19: what the page needs beside its own data and came with (never asked again: the
    // reference data is the same for everyone) is not asked for; the page's own data is, with the token.
    if (query.public === 'beside' && hasEmbeddedAnswer(buildApiUrl(query.path, query.query))) continue;
    start(query);
  }
}

/**
 * The page's largest picture, asked for as soon as its answer names it instead of once the app has
 * rendered it: the browser keeps it for the image element that shows it. Read from a copy of the
 * answer (the page's own call takes the answer itself), and without the schemas, which load with
 * the app: anything unexpected just loads no picture.
 */
async function loadPictureOf(response: Promise<Response>, picture: (body: unknown) => unknown) {
  try {
    const answer = await response;
    if (!answer.ok) return;
    const url = picture(await answer.clone().json());
    if (typeof url !== 'string' || url === '') return;
    const image = new Image();
    image.fetchPriority = 'high';
    image.src = url;
  } catch {
    // No picture ahead: the page loads it when it shows it.
  }
}
