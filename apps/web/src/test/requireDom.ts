// The web tests run in Node unless a file asks for a DOM (vitest.config.ts).
if (typeof document === 'undefined') {
  throw new Error('This test needs a DOM: start its file with the line // @vitest-environment jsdom');
}
