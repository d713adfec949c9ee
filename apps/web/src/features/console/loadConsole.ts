/**
 * Issue 17: the console's chunk and its texts, one hop away from the users' entry: a dynamic import
 * written in app/routes.tsx would carry the names of the console's forty-odd chunks in the users' first
 * route (Vite's preload list); from here they stay in this small chunk, which only staff load.
 */
export async function loadConsole() {
  const module = await import('./ConsoleApp');
  await module.loadConsoleTexts();
  return module;
}
