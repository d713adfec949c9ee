/**
 * The port a server process started by main.ts listens on, read from its start-up line ("Spona is
 * running at http://localhost:<port>"); rejects when it exits first or takes longer than `limitMs`.
 * Its stdout keeps flowing afterwards, so the process never stalls on a full pipe.
 */
export function listeningPortOf(
  child: {
    stdout: NodeJS.ReadableStream | null;
    once(event: 'exit', listener: (code: number | null) => void): unknown;
  },
  limitMs: number,
): Promise<number> {
  const stdout = child.stdout;
  if (!stdout) return Promise.reject(new Error('the server process has no stdout pipe'));
  return new Promise<number>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('the server process did not start')), limitMs);
    let output = '';
    stdout.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      const match = /running at http:\/\/localhost:(\d+)/.exec(output);
      if (!match) return;
      clearTimeout(timer);
      resolve(Number(match[1]));
    });
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`the server process exited with ${code}: ${output}`));
    });
  }).finally(() => stdout.resume());
}
