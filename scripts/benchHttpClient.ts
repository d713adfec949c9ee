/**
 * The HTTP side of the benchmarks (scripts/bench-search.ts), run in a worker thread: the client's own
 * work (building requests, reading answers) then has an event loop of its own, as every real client
 * does, instead of queueing behind the server's. Plain node:http with kept-alive connections, the
 * leanest client Node has (fetch cost about 1 ms of CPU a request on this machine, which the server
 * then lacks: both share its two cores). Answers one request per message it is sent.
 */
import { Agent, get as httpGet } from 'node:http';
import { parentPort } from 'node:worker_threads';

/** Time `rounds` GETs of one URL, one after another. */
export interface TSequentialRun {
  kind: 'sequential';
  url: string;
  rounds: number;
}

/** GET the URLs in turn, one every 1000/rate ms whatever the answers do, for `seconds` (open loop). */
export interface TOpenLoopRun {
  kind: 'openLoop';
  urls: string[];
  rate: number;
  seconds: number;
}

export interface TSequentialResult {
  status: number;
  total: number;
  samples: number[];
}

export interface TOpenLoopResult {
  latencies: number[];
  elapsedSeconds: number;
  /** What the failures were (HTTP status or error) and how often. */
  failures: [string, number][];
}

const agent = new Agent({ keepAlive: true, maxSockets: 256 });

function get(url: string): Promise<{ status: number; total: number }> {
  return new Promise((resolve, reject) => {
    httpGet(url, { agent }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => {
        try {
          const body = JSON.parse(Buffer.concat(chunks).toString('utf8')) as { total?: number };
          resolve({ status: res.statusCode ?? 0, total: body.total ?? -1 });
        } catch (error) {
          reject(error instanceof Error ? error : new Error(String(error)));
        }
      });
      res.on('error', reject);
    }).on('error', reject);
  });
}

async function runSequential({ url, rounds }: TSequentialRun): Promise<TSequentialResult> {
  const first = await get(url);
  const samples: number[] = [];
  for (let i = 0; i < rounds; i += 1) {
    const start = performance.now();
    await get(url);
    samples.push(performance.now() - start);
  }
  return { ...first, samples };
}

async function runOpenLoop({ urls, rate, seconds }: TOpenLoopRun): Promise<TOpenLoopResult> {
  const latencies: number[] = [];
  const failures = new Map<string, number>();
  const fail = (kind: string) => failures.set(kind, (failures.get(kind) ?? 0) + 1);
  const total = rate * seconds;
  const started = performance.now();
  const inFlight: Promise<void>[] = [];
  for (let i = 0; i < total; i += 1) {
    const due = started + (i * 1000) / rate;
    const wait = due - performance.now();
    if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
    const sent = performance.now();
    inFlight.push(
      get(urls[i % urls.length]!).then(
        (res) => {
          if (res.status !== 200) fail(`HTTP ${res.status}`);
          latencies.push(performance.now() - sent);
        },
        (error: unknown) => {
          const cause = error instanceof Error ? (error.cause as { code?: string } | undefined) : undefined;
          fail(
            error instanceof Error
              ? `${error.message}${cause?.code ? ` (${cause.code})` : ''}`
              : String(error),
          );
        },
      ),
    );
  }
  await Promise.all(inFlight);
  return { latencies, elapsedSeconds: (performance.now() - started) / 1000, failures: [...failures] };
}

parentPort?.on('message', (run: TSequentialRun | TOpenLoopRun) => {
  const done = run.kind === 'sequential' ? runSequential(run) : runOpenLoop(run);
  void done.then((result) => parentPort?.postMessage(result));
});
