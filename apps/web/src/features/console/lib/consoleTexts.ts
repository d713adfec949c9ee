import { loadTextGroup } from '../../../lib/i18n';

/**
 * Issue 17: the console's texts (namespaces console and consoleWork), loaded with its chunk, never by
 * the users' shell (the loaders live here, not in lib/i18n.ts).
 */
export const loadConsoleTexts = () =>
  loadTextGroup('console', {
    hr: async () => (await import('../../../lib/catalogues/hrConsole')).catalogue,
    en: async () => (await import('../../../lib/catalogues/enConsole')).catalogue,
  });
