/** Business constants of SPEC §9 and the bounds of SPEC §3, defined once for both apps. */

/** SPEC §9: default search page size and skip. */
export const SEARCH_PAGE_SIZE = 10;
/** Arrangements per page of the messenger's list; more load on demand (zod-free here: issue 19). */
export const ARRANGEMENT_PAGE_SIZE = 30;
export const SEARCH_DEFAULT_SKIP = 0;
/** Largest page a search call serves; bigger limits are clamped. */
export const SEARCH_MAX_LIMIT = 100;
/** SPEC §9: search pages in the URL start at '1'. */
export const SEARCH_FIRST_PAGE = 1;
/** SPEC §9: message page size. */
export const MESSAGE_PAGE_SIZE = 20;
/** SPEC §9: message key default length 8, alphanumeric. */
export const MESSAGE_KEY_LENGTH = 8;
export const MESSAGE_KEY_PATTERN = /^[A-Za-z0-9]{8}$/;

/** SPEC §9: default locale HR. */
export const DEFAULT_LOCALE = 'hr';
/** SPEC §9: OAuth client id 2. */
export const OAUTH_CLIENT_ID = 2;

/** SPEC §9: refresh the token when it expires within 1 day. */
export const TOKEN_REFRESH_WINDOW_MS = 24 * 60 * 60 * 1000;
/** SPEC §9: consent cookie lasts one year. */
export const CONSENT_COOKIE_DAYS = 365;

/** SPEC §9: image max 5 MB, at most 15 per offer. */
export const IMAGE_MAX_BYTES = 5 * 1024 * 1024;
export const OFFER_MAX_IMAGES = 15;
/**
 * Issue 18: a profile's cover is cropped to a banner of this size (4:1, its most interesting part kept)
 * at upload; a smaller upload gets the largest 4:1 crop it has, never enlarged. The thumbnail is for cards.
 */
export const COVER_IMAGE_SIZE = { width: 1600, height: 400 } as const;
export const COVER_THUMBNAIL_SIZE = { width: 640, height: 160 } as const;
/**
 * Issue 18: a portfolio link's preview (its page's Open Graph tags). The page is read within this time
 * and size, its picture within the image limits; reads run a few at a time, and a read waits in line
 * only while the line is short (a dropped one is read again on a later view). A read preview is kept
 * this long, a failed read (unreachable, not HTML, nothing to show) a shorter time, before a view of the
 * item reads the page again. Texts are cut to these lengths.
 */
export const LINK_PREVIEW_TIMEOUT_MS = 5000;
export const LINK_PREVIEW_PAGE_MAX_BYTES = 1024 * 1024;
export const LINK_PREVIEW_CONCURRENCY = 2;
export const LINK_PREVIEW_MAX_QUEUED = 100;
export const LINK_PREVIEW_TTL_MS = 7 * 24 * 60 * 60 * 1000;
export const LINK_PREVIEW_FAILURE_TTL_MS = 60 * 60 * 1000;
export const LINK_PREVIEW_TITLE_MAX_LENGTH = 200;
export const LINK_PREVIEW_DESCRIPTION_MAX_LENGTH = 300;
export const LINK_PREVIEW_SITE_MAX_LENGTH = 100;
/** SPEC §9: password minimum 8. */
export const PASSWORD_MIN_LENGTH = 8;
/** SPEC §9: reset link valid 24 hours. */
export const PASSWORD_RESET_TTL_MS = 24 * 60 * 60 * 1000;

/** SPEC §9: guide prices in EUR by follower count. */
export const GUIDE_PRICES_EUR = [
  { followersBelow: 10_000, price: 20 },
  { followersBelow: 50_000, price: 50 },
  { followersBelow: 100_000, price: 85 },
  { followersBelow: Number.POSITIVE_INFINITY, price: 270 },
] as const;

/** SPEC §9: subscription list trimmed when more than 3. */
export const MAX_PUSH_SUBSCRIPTIONS = 3;
/**
 * Web push (issue 7): how long a push service keeps an undelivered push (TTL header, seconds), the
 * longest message preview a push shows (privacy: the lock screen shows it), and the sender's bounds:
 * pushes in flight at once, pushes waiting (more are dropped and logged), and the timeout of one push.
 */
export const PUSH_TTL_SECONDS = 24 * 60 * 60;
export const PUSH_PREVIEW_MAX_LENGTH = 100;
export const PUSH_MAX_CONCURRENT = 8;
export const PUSH_MAX_QUEUED = 1000;
export const PUSH_TIMEOUT_MS = 10_000;
/** How long the settings page waits for the service worker before it says push is unavailable. */
export const SERVICE_WORKER_READY_TIMEOUT_MS = 10_000;

/** SPEC §9: infinite scroll distances and throttle. */
export const INFINITE_SCROLL = { downDistance: 2, upDistance: 1.5, throttleMs: 150 } as const;

/**
 * Issue 16, live and calm: one real-time event arrives as a burst (an ArrangementEvent and the
 * MessageEvents of its lines, within milliseconds). The alert sound plays once per arrangement in this
 * window, and the dashboard refetches once, this long after the first event of a burst.
 */
export const ALERT_SOUND_BURST_MS = 1000;
export const DASHBOARD_REFRESH_THROTTLE_MS = 1000;

/** SPEC §2 and §9: snackbar duration, search trigger, language redisplay, mobile breakpoint, screenshot. */
export const SNACKBAR_DURATION_MS = 3000;
export const SNACKBAR_FADE_IN_MS = 500;
export const SEARCH_TRIGGER_DELAY_MS = 100;
export const LANGUAGE_REDISPLAY_MS = 100;
export const MOBILE_BREAKPOINT_PX = 768;
export const SCREENSHOT_PREVIEW_HEIGHT_PX = 350;
export const SCREENSHOT_TIMEOUT_MS = 15_000;

/** SPEC §7: GET responses of these URLs are cached in memory for 300000 ms. */
export const CACHED_GET_URL_PARTS = [
  'v1/public/data',
  'v1/categories',
  'v1/locations',
  'v1/networks',
  'v1/public/influencers/',
  'v1/public/agencies/',
] as const;
export const GET_CACHE_TTL_MS = 300_000;

/** SPEC §3: filter bounds. */
export const AGE_BOUNDS = { min: 14, max: 65 } as const;
export const FOLLOWER_BOUNDS = { min: 0, max: 300_000 } as const;
export const ENGAGEMENT_BOUNDS = { min: 0, max: 100 } as const;

/** Base path of the HTTP API (SPEC §7: relative to a base path containing v1). */
export const API_BASE_PATH = '/api/v1';

/**
 * Issue 20, shortlists: an advertiser's named lists of creators saved from search cards and profiles.
 * Names are one line; a note per saved creator; bounded lists per advertiser and creators per list.
 */
export const SHORTLIST_NAME_MAX_LENGTH = 100;
export const SHORTLIST_NOTE_MAX_LENGTH = 1000;
export const SHORTLIST_MAX_LISTS = 50;
export const SHORTLIST_MAX_CREATORS = 500;

/**
 * Issue 20, the campaign builder: a named brief (sent as each request's message, so as long as a
 * message), dates and a budget in EUR; creators each with one priced service; campaigns per advertiser.
 */
export const CAMPAIGN_NAME_MAX_LENGTH = 150;
export const CAMPAIGN_MAX_CREATORS = 50;
export const CAMPAIGN_MAX_PER_ADVERTISER = 200;
export const CAMPAIGN_MAX_BUDGET_EUR = 100_000_000;

/**
 * Issue 20, saved searches and the daily digest: searches per user, the name's length, how many
 * matches each search reads when it looks for new ones, how many new items the dashboard shows and
 * for how many days a match counts as new there, and how much one digest lists.
 */
export const SAVED_SEARCH_MAX_PER_USER = 10;
export const SAVED_SEARCH_NAME_MAX_LENGTH = 100;
export const SAVED_SEARCH_SCAN_LIMIT = 100;
export const SAVED_SEARCH_NEW_DAYS = 7;
export const SAVED_SEARCH_NEW_LIMIT = 10;
export const DIGEST_INTERVAL_HOURS = 24;
export const DIGEST_MAX_ITEMS = 10;
export const DIGEST_MAX_RECOMMENDATIONS = 3;

/**
 * Issue 20, recommendations: how many are answered, how many candidates are scored for them, and the
 * days over which an offer's freshness falls to nothing.
 */
export const RECOMMENDATIONS_LIMIT = 10;
export const RECOMMENDATION_CANDIDATES = 200;
export const RECOMMENDATION_FRESH_DAYS = 30;
