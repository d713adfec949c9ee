/**
 * Where a page's main-thread time goes (issue 19: "measure script time per page"). A measurement,
 * not a test. For each page of the Lighthouse audit (auditPages.ts), in the same state, it loads the
 * page in the system Chromium with the CPU slowed down as Lighthouse's mobile settings assume (4x,
 * `--cpu`), records a trace with the JavaScript sampler, and prints:
 * - every long task (over 50 ms) from the navigation on, its start, its length, what it was (script,
 *   style and layout, parsing) and the code that took it: the nearest frame of the app's own code or
 *   of a component library on the sampled stacks, named through the build's source maps;
 * - the blocking time of those tasks (the part of each over 50 ms, from the first contentful paint on,
 *   as Lighthouse counts it) and the main thread's busy time;
 * - over the whole load: self time per package (react-dom, @mantine/core, the app...) and the app's
 *   and the libraries' components by inclusive time.
 *
 * Usage: npm run profile:main-thread -- [--page search] [--visit cold|repeat] [--cpu 4] [--top 12]
 *   [--dist <folder>] [--trace <folder>] [--quiet-tasks] [--paths]
 *   [--origin http://localhost:3000] (a server already running the demo data, else one is started)
 */
import { readFileSync, existsSync } from 'node:fs';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { originalPositionFor, TraceMap } from '@jridgewell/trace-mapping';
import puppeteer, { type Browser } from 'puppeteer-core';
import {
  CHROME_FLAGS,
  clearOrigin,
  listAuditPages,
  prepareSignedInVisit,
  SIGNED_IN_LOGIN,
  warmServiceWorker,
  type AuditPage,
} from './auditPages';
import { buildIfMissing, DEFAULT_WEB_DIST_DIR, signInThroughApi, startDemoServer } from './demoServer';

function readOption(name: string): string | undefined {
  const index = process.argv.indexOf(name);
  return index >= 0 ? process.argv[index + 1] : undefined;
}

const onlyPage = readOption('--page');
const visit = readOption('--visit') === 'repeat' ? 'repeat' : 'cold';
const cpuSlowdown = Number(readOption('--cpu') ?? 4);
const top = Number(readOption('--top') ?? 12);
const traceDir = readOption('--trace');
const showTasks = !process.argv.includes('--quiet-tasks');
/** Also print, per long task, the heaviest call paths from the task's start (how the work began). */
const showPaths = process.argv.includes('--paths');
const distDir = path.resolve(readOption('--dist') ?? process.env.WEB_DIST_DIR ?? DEFAULT_WEB_DIST_DIR);
const chromePath = process.env.CHROME_PATH ?? process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
/** Lighthouse's mobile screen (Moto G Power). */
const VIEWPORT = { width: 412, height: 823, deviceScaleFactor: 1.75, isMobile: true, hasTouch: true };
const LONG_TASK_MS = 50;
/** How long the page is followed after the network has gone quiet. */
const SETTLE_MS = 3000;
const TRACE_CATEGORIES = [
  '-*',
  'devtools.timeline',
  'disabled-by-default-devtools.timeline',
  'disabled-by-default-devtools.timeline.frame',
  'v8.execute',
  'disabled-by-default-v8.cpu_profiler',
  'blink.user_timing',
  'loading',
  'toplevel',
];

interface TraceEvent {
  name: string;
  cat: string;
  ph: string;
  ts: number;
  dur?: number;
  pid: number;
  tid: number;
  id?: string;
  args?: Record<string, unknown> & { data?: Record<string, unknown>; name?: string };
}

interface CallFrame {
  functionName: string;
  url: string;
  lineNumber: number;
  columnNumber: number;
}

interface ProfileNode {
  id: number;
  callFrame: CallFrame;
  parent?: number;
}

/** A sampled stack's time, with the frames from the leaf up. */
interface Sample {
  ts: number;
  dt: number;
  stack: ProfileNode[];
}

/** A frame named after the original source (through the build's source maps). */
interface NamedFrame {
  /** react-dom, @mantine/core, app, (program), (garbage collector)... */
  owner: string;
  /** owner:file:function */
  label: string;
  /** A component or other code the time is worth attributing to: the app's, or a UI library's. */
  isAttributable: boolean;
}

const sourceMaps = new Map<string, TraceMap | null>();
const namedFrames = new Map<string, NamedFrame>();

function sourceMapOf(url: string): TraceMap | null {
  if (!sourceMaps.has(url)) {
    const file = path.join(distDir, new URL(url).pathname);
    const mapFile = `${file}.map`;
    sourceMaps.set(url, existsSync(mapFile) ? new TraceMap(readFileSync(mapFile, 'utf8')) : null);
  }
  return sourceMaps.get(url) ?? null;
}

function ownerOf(source: string): string {
  const packagePath = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(source);
  if (packagePath) return packagePath[1]!;
  if (/(^|\/)src\//.test(source)) return 'app';
  if (source.includes('packages/contracts')) return '@spona/contracts';
  if (source.includes('packages/i18n')) return '@spona/i18n';
  return source;
}

/** The function's name in the original source: the mapping's, or read off the source's line. */
function originalName(map: TraceMap, source: string, line: number, column: number, name: string | null) {
  if (name) return name;
  const index = map.sources.indexOf(source);
  const text = index >= 0 ? map.sourcesContent?.[index] : undefined;
  const sourceLine = text?.split('\n')[line - 1]?.slice(Math.max(0, column - 40), column + 60) ?? '';
  const declared = /(?:function\s*\*?\s*|const\s+|let\s+|var\s+)([A-Za-z_$][\w$]*)/.exec(sourceLine);
  return declared?.[1] ?? `line ${line}`;
}

function nameFrame(frame: CallFrame): NamedFrame {
  const key = `${frame.url}:${frame.lineNumber}:${frame.columnNumber}:${frame.functionName}`;
  const known = namedFrames.get(key);
  if (known) return known;
  let named: NamedFrame;
  if (!frame.url) {
    const native = frame.functionName || '(anonymous)';
    named = { owner: native.startsWith('(') ? native : 'native', label: native, isAttributable: false };
  } else {
    const map = frame.url.includes('/assets/') ? sourceMapOf(frame.url) : null;
    const position = map
      ? originalPositionFor(map, { line: frame.lineNumber + 1, column: frame.columnNumber })
      : undefined;
    if (map && position?.source) {
      const owner = ownerOf(position.source);
      const name = originalName(
        map,
        position.source,
        position.line ?? 0,
        position.column ?? 0,
        position.name,
      );
      const file = position.source
        .split('/')
        .slice(-1)[0]!
        .replace(/\.(m?js|tsx?)$/, '');
      const isLibraryCode =
        /^(react-dom|react|scheduler|react-router|@tanstack\/|i18next|react-i18next)/.test(owner);
      named = { owner, label: `${owner}:${file}:${name}`, isAttributable: !isLibraryCode };
    } else {
      const file = new URL(frame.url).pathname.split('/').pop() || frame.url;
      named = { owner: file, label: `${file}:${frame.functionName || '(anonymous)'}`, isAttributable: false };
    }
  }
  namedFrames.set(key, named);
  return named;
}

/** The page's renderer main thread: the CrRendererMain thread that ran the most. */
function findMainThread(events: TraceEvent[]): { pid: number; tid: number } {
  const mains = events.filter((event) => event.ph === 'M' && event.args?.name === 'CrRendererMain');
  let best = { pid: 0, tid: 0, busy: -1 };
  for (const main of mains) {
    const busy = events
      .filter((event) => event.name === 'RunTask' && event.pid === main.pid && event.tid === main.tid)
      .reduce((sum, event) => sum + (event.dur ?? 0), 0);
    if (busy > best.busy) best = { pid: main.pid, tid: main.tid, busy };
  }
  return best;
}

function readSamples(events: TraceEvent[], thread: { pid: number; tid: number }): Sample[] {
  const samples: Sample[] = [];
  const profiles = events.filter(
    (event) => event.name === 'Profile' && event.pid === thread.pid && event.tid === thread.tid,
  );
  for (const profile of profiles) {
    const nodes = new Map<number, ProfileNode>();
    let ts = Number(profile.args?.data?.startTime ?? profile.ts);
    const chunks = events.filter(
      (event) => event.name === 'ProfileChunk' && event.id === profile.id && event.pid === thread.pid,
    );
    for (const chunk of chunks) {
      const data = chunk.args?.data as {
        cpuProfile?: { nodes?: ProfileNode[]; samples?: number[] };
        timeDeltas?: number[];
      };
      for (const node of data.cpuProfile?.nodes ?? []) nodes.set(node.id, node);
      const ids = data.cpuProfile?.samples ?? [];
      const deltas = data.timeDeltas ?? [];
      for (let index = 0; index < ids.length; index += 1) {
        ts += deltas[index] ?? 0;
        const stack: ProfileNode[] = [];
        for (let node = nodes.get(ids[index]!); node; node = node.parent ? nodes.get(node.parent) : undefined)
          stack.push(node);
        samples.push({ ts, dt: 0, stack });
      }
    }
  }
  samples.sort((a, b) => a.ts - b.ts);
  for (let index = 0; index < samples.length - 1; index += 1)
    samples[index]!.dt = Math.min(samples[index + 1]!.ts - samples[index]!.ts, 10_000);
  return samples;
}

/** The nearest attributable frame of a stack (from the leaf up), else its leaf's owner. */
function attribute(sample: Sample): string {
  for (const node of sample.stack) {
    const named = nameFrame(node.callFrame);
    if (named.isAttributable) return named.label;
  }
  const leaf = sample.stack[0];
  return leaf ? nameFrame(leaf.callFrame).owner : '(none)';
}

function addTo(map: Map<string, number>, key: string, value: number): void {
  map.set(key, (map.get(key) ?? 0) + value);
}

function topOf(map: Map<string, number>, count: number): [string, number][] {
  return [...map.entries()].sort((a, b) => b[1] - a[1]).slice(0, count);
}

const ms = (microseconds: number) => `${Math.round(microseconds / 1000)}`;

/** The trace event kinds directly under a task, by time: what kind of work the task was. */
function kindsOf(events: TraceEvent[], task: TraceEvent): string {
  const end = task.ts + (task.dur ?? 0);
  const kinds = new Map<string, number>();
  for (const event of events) {
    if (event.ph !== 'X' || event === task || event.ts < task.ts || event.ts >= end) continue;
    if (event.pid !== task.pid || event.tid !== task.tid) continue;
    if (
      ![
        'EvaluateScript',
        'v8.compile',
        'FunctionCall',
        'TimerFire',
        'FireAnimationFrame',
        'EventDispatch',
        'UpdateLayoutTree',
        'Layout',
        'ParseHTML',
        'ParseAuthorStyleSheet',
        'RunMicrotasks',
        'Paint',
        'MajorGC',
        'MinorGC',
        'V8.GC_SCAVENGER',
        'ScheduleStyleRecalculation',
        'v8.run',
        'XHRReadyStateChange',
      ].includes(event.name)
    )
      continue;
    addTo(kinds, event.name, event.dur ?? 0);
  }
  return topOf(kinds, 4)
    .map(([name, duration]) => `${name} ${ms(duration)}`)
    .join(', ');
}

async function profilePage(browser: Browser, origin: string, page: AuditPage) {
  const url = `${origin}${page.path}`;
  const tab = await browser.newPage();
  await tab.setViewport(VIEWPORT);
  const session = await tab.createCDPSession();
  await session.send('Emulation.setCPUThrottlingRate', { rate: cpuSlowdown });
  await tab.tracing.start({ categories: TRACE_CATEGORIES });
  await tab.goto(url, { waitUntil: 'networkidle0', timeout: 120_000 });
  await new Promise((resolve) => setTimeout(resolve, SETTLE_MS));
  const buffer = await tab.tracing.stop();
  await tab.close();
  if (!buffer) throw new Error('no trace');
  if (traceDir) {
    await mkdir(traceDir, { recursive: true });
    await writeFile(path.join(traceDir, `${page.name.replace(/\s+/g, '-')}-${visit}.json`), buffer);
  }
  const events = (JSON.parse(Buffer.from(buffer).toString('utf8')) as { traceEvents: TraceEvent[] })
    .traceEvents;
  const thread = findMainThread(events);
  const onMain = (event: TraceEvent) => event.pid === thread.pid && event.tid === thread.tid;
  const navigation = events.find(
    (event) => event.name === 'navigationStart' && event.args?.data?.documentLoaderURL === url,
  );
  const start =
    navigation?.ts ?? Math.min(...events.filter((event) => event.ts > 0).map((event) => event.ts));
  const fcp = events.find((event) => event.name === 'firstContentfulPaint' && event.pid === thread.pid);
  const lcps = events.filter(
    (event) => event.name === 'largestContentfulPaint::Candidate' && event.pid === thread.pid,
  );
  const tasks = events.filter((event) => event.name === 'RunTask' && onMain(event) && event.ts >= start);
  const longTasks = tasks.filter((task) => (task.dur ?? 0) > LONG_TASK_MS * 1000);
  const blocking = longTasks
    .filter((task) => !fcp || task.ts + (task.dur ?? 0) > fcp.ts)
    .reduce((sum, task) => sum + (task.dur ?? 0) - LONG_TASK_MS * 1000, 0);
  const busy = tasks.reduce((sum, task) => sum + (task.dur ?? 0), 0);
  const samples = readSamples(events, thread).filter((sample) => sample.ts >= start);

  console.log(`\n== ${page.name} (${page.path}), ${visit} visit, CPU ${cpuSlowdown}x slower`);
  console.log(
    `FCP ${fcp ? ms(fcp.ts - start) : '-'} ms, last LCP candidate ${lcps.length ? ms(lcps.at(-1)!.ts - start) : '-'} ms, ` +
      `main thread busy ${ms(busy)} ms, ${longTasks.length} long tasks, blocking time after FCP ${ms(blocking)} ms`,
  );
  if (showTasks) {
    for (const task of longTasks) {
      const end = task.ts + (task.dur ?? 0);
      const within = samples.filter((sample) => sample.ts >= task.ts && sample.ts < end);
      const byCode = new Map<string, number>();
      for (const sample of within) addTo(byCode, attribute(sample), sample.dt);
      console.log(`  @${ms(task.ts - start)} ms +${ms(task.dur ?? 0)} ms  [${kindsOf(events, task)}]`);
      for (const [label, time] of topOf(byCode, Number(process.env.TASK_TOP ?? 5)))
        console.log(`      ${ms(time).padStart(5)} ms  ${label}`);
      if (showPaths) {
        // The outermost component of the app's on each stack: which part of the page rendered.
        const bySubtree = new Map<string, number>();
        for (const sample of within) {
          const outermost = sample.stack
            .slice()
            .reverse()
            .map((node) => nameFrame(node.callFrame))
            .find((named) => named.owner === 'app' && /:[A-Z]\w*$/.test(named.label));
          if (outermost) addTo(bySubtree, outermost.label, sample.dt);
        }
        for (const [label, time] of topOf(bySubtree, 3))
          console.log(`        subtree ${ms(time).padStart(5)} ms  ${label}`);
        const byPath = new Map<string, number>();
        for (const sample of within) {
          const frames = sample.stack
            .slice()
            .reverse()
            .map((node) => nameFrame(node.callFrame).label.replace(/^[^:]+:[^:]+:/, ''))
            .filter((name) => !name.startsWith('('));
          addTo(
            byPath,
            frames
              .slice(
                Number(process.env.PATH_FROM ?? 0),
                Number(process.env.PATH_FROM ?? 0) + Number(process.env.PATH_DEPTH ?? 7),
              )
              .join(' > '),
            sample.dt,
          );
        }
        for (const [label, time] of topOf(byPath, 3))
          console.log(`        path ${ms(time).padStart(5)} ms  ${label}`);
      }
    }
  }
  const byOwner = new Map<string, number>();
  const inclusive = new Map<string, number>();
  for (const sample of samples) {
    const leaf = sample.stack[0];
    if (!leaf || leaf.callFrame.functionName === '(idle)') continue;
    addTo(byOwner, nameFrame(leaf.callFrame).owner, sample.dt);
    const seen = new Set<string>();
    for (const node of sample.stack) {
      const named = nameFrame(node.callFrame);
      if (!named.isAttributable || seen.has(named.label)) continue;
      seen.add(named.label);
      addTo(inclusive, named.label, sample.dt);
    }
  }
  console.log('  self time by owner (ms):');
  for (const [owner, time] of topOf(byOwner, top)) console.log(`    ${ms(time).padStart(6)}  ${owner}`);
  console.log('  components and app code, inclusive (ms):');
  for (const [label, time] of topOf(inclusive, top)) console.log(`    ${ms(time).padStart(6)}  ${label}`);
}

async function main(): Promise<void> {
  const existingOrigin = readOption('--origin');
  if (!existingOrigin) buildIfMissing(distDir);
  const server = existingOrigin
    ? { origin: existingOrigin, stop: async () => {} }
    : await startDemoServer({ distDir });
  let browser: Browser | undefined;
  try {
    const { origin } = server;
    const token = await signInThroughApi(origin, SIGNED_IN_LOGIN);
    const pages = (await listAuditPages(origin, token)).filter(
      (page) => !onlyPage || page.name.startsWith(onlyPage),
    );
    browser = await puppeteer.launch({ executablePath: chromePath, args: CHROME_FLAGS, headless: true });
    for (const page of pages) {
      if (page.isSignedIn) await prepareSignedInVisit(browser, origin, token);
      else await clearOrigin(browser, origin);
      if (visit === 'repeat') await warmServiceWorker(browser, origin, page);
      await profilePage(browser, origin, page);
    }
  } finally {
    await browser?.close();
    await server.stop();
  }
}

await main();
