/**
 * The hr and en message catalogues of Spona, one JSON file per namespace under `locales/<lang>/`.
 * The web app, the API's error messages and the mails all read them from here.
 */
import enApi from '../locales/en/api.json' with { type: 'json' };
import enApiConsole from '../locales/en/apiConsole.json' with { type: 'json' };
import enAuth from '../locales/en/auth.json' with { type: 'json' };
import enCampaigns from '../locales/en/campaigns.json' with { type: 'json' };
import enCommon from '../locales/en/common.json' with { type: 'json' };
import enConsole from '../locales/en/console.json' with { type: 'json' };
import enConsoleWork from '../locales/en/consoleWork.json' with { type: 'json' };
import enDashboard from '../locales/en/dashboard.json' with { type: 'json' };
import enErrors from '../locales/en/errors.json' with { type: 'json' };
import enGallery from '../locales/en/gallery.json' with { type: 'json' };
import enHome from '../locales/en/home.json' with { type: 'json' };
import enMessenger from '../locales/en/messenger.json' with { type: 'json' };
import enNav from '../locales/en/nav.json' with { type: 'json' };
import enPages from '../locales/en/pages.json' with { type: 'json' };
import enProfile from '../locales/en/profile.json' with { type: 'json' };
import enPwa from '../locales/en/pwa.json' with { type: 'json' };
import enSearch from '../locales/en/search.json' with { type: 'json' };
import enSettings from '../locales/en/settings.json' with { type: 'json' };
import hrApi from '../locales/hr/api.json' with { type: 'json' };
import hrApiConsole from '../locales/hr/apiConsole.json' with { type: 'json' };
import hrAuth from '../locales/hr/auth.json' with { type: 'json' };
import hrCampaigns from '../locales/hr/campaigns.json' with { type: 'json' };
import hrCommon from '../locales/hr/common.json' with { type: 'json' };
import hrConsole from '../locales/hr/console.json' with { type: 'json' };
import hrConsoleWork from '../locales/hr/consoleWork.json' with { type: 'json' };
import hrDashboard from '../locales/hr/dashboard.json' with { type: 'json' };
import hrErrors from '../locales/hr/errors.json' with { type: 'json' };
import hrGallery from '../locales/hr/gallery.json' with { type: 'json' };
import hrHome from '../locales/hr/home.json' with { type: 'json' };
import hrMessenger from '../locales/hr/messenger.json' with { type: 'json' };
import hrNav from '../locales/hr/nav.json' with { type: 'json' };
import hrPages from '../locales/hr/pages.json' with { type: 'json' };
import hrProfile from '../locales/hr/profile.json' with { type: 'json' };
import hrPwa from '../locales/hr/pwa.json' with { type: 'json' };
import hrSearch from '../locales/hr/search.json' with { type: 'json' };
import hrSettings from '../locales/hr/settings.json' with { type: 'json' };

/** The English catalogue; its shape is the source of the typed translation keys. */
export const en = {
  common: enCommon,
  nav: enNav,
  home: enHome,
  auth: enAuth,
  errors: enErrors,
  pages: enPages,
  profile: enProfile,
  settings: enSettings,
  search: enSearch,
  messenger: enMessenger,
  dashboard: enDashboard,
  // Issue 20: shortlists and the campaign builder (advertisers).
  campaigns: enCampaigns,
  // Issue 18: the lightbox of the profile galleries and the messenger (ui/Lightbox).
  gallery: enGallery,
  pwa: enPwa,
  // Issue 17: the API's console texts (`console.*`) are a file of their own, so the web's console
  // chunk can load them without sharing a chunk with the shell's API texts.
  api: { ...enApi, console: enApiConsole },
  // Issue 17: the operations console (its shell, sign-in, home, audit, staff; and its queues and users).
  console: enConsole,
  consoleWork: enConsoleWork,
};

/** The namespaces every language has, in loading order. */
export type TNamespace = keyof typeof en;
export const namespaces = Object.keys(en) as TNamespace[];

/** The namespace `t('key')` reads when a key names no namespace. */
export const defaultNS = 'common' satisfies TNamespace;

/** Catalogues by language and namespace. hr has the same keys as en (plural suffixes aside). */
export const resources = {
  en,
  hr: {
    common: hrCommon,
    nav: hrNav,
    home: hrHome,
    auth: hrAuth,
    errors: hrErrors,
    pages: hrPages,
    profile: hrProfile,
    settings: hrSettings,
    search: hrSearch,
    messenger: hrMessenger,
    dashboard: hrDashboard,
    campaigns: hrCampaigns,
    gallery: hrGallery,
    pwa: hrPwa,
    api: { ...hrApi, console: hrApiConsole },
    console: hrConsole,
    consoleWork: hrConsoleWork,
  },
} satisfies Record<string, Record<TNamespace, object>>;

/** Type of the English catalogue, for `CustomTypeOptions['resources']` in i18next. */
export type TResources = typeof en;
