/**
 * Issue 17: the Croatian texts of the operations console (`/console/**`), loaded with its
 * lazy chunk only (`loadConsoleTexts`), never by a user's page. The API's console messages (its
 * validation and refusals, apiConsole.json) come along; its other messages are in the shell.
 */
import type { TNamespace } from '@spona/i18n';
import apiConsole from '@spona/i18n/locales/hr/apiConsole.json';
import console from '@spona/i18n/locales/hr/console.json';
import consoleWork from '@spona/i18n/locales/hr/consoleWork.json';

export const catalogue = {
  console,
  consoleWork,
  api: { console: apiConsole },
} satisfies Partial<Record<TNamespace, object>>;
