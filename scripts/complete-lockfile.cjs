/**
 * Works around an npm 11 bug (npm/cli#4828 and its npm 11 variant): `npm install` leaves the
 * platform-specific optional packages of other platforms (e.g. @rollup/rollup-android-arm64) out of
 * package-lock.json, and `npm ci` then refuses the lock as out of sync. This adds the missing entries
 * from the registry's metadata. Run it after every `npm install` that changes the lock:
 *   node scripts/complete-lockfile.cjs
 */
const { execFileSync } = require('node:child_process');
const { readFileSync, writeFileSync } = require('node:fs');
const path = require('node:path');

const lockPath = path.resolve(__dirname, '../package-lock.json');
const lock = JSON.parse(readFileSync(lockPath, 'utf8'));
const packages = lock.packages;

function resolves(fromLocation, name) {
  let base = fromLocation;
  for (;;) {
    if (packages[`${base ? `${base}/` : ''}node_modules/${name}`]) return true;
    if (!base) return false;
    const i = base.lastIndexOf('/node_modules/');
    base = i >= 0 ? base.slice(0, i) : '';
  }
}

/** The registry's metadata, or undefined when this registry does not carry the package. */
function viewPackage(name, version) {
  try {
    const out = execFileSync(
      'npm',
      ['view', `${name}@${version}`, 'version', 'os', 'cpu', 'libc', 'dist.integrity', '--json'],
      {
        encoding: 'utf8',
        stdio: ['ignore', 'pipe', 'ignore'],
      },
    );
    return JSON.parse(out);
  } catch {
    return undefined;
  }
}

const OSES = [
  'android',
  'darwin',
  'freebsd',
  'linux',
  'win32',
  'openharmony',
  'sunos',
  'aix',
  'netbsd',
  'openbsd',
];
const CPUS = ['arm64', 'arm', 'x64', 'ia32', 'loong64', 'ppc64', 'riscv64', 's390x', 'mips64el', 'wasm32'];

/** Platform fields read from a name like `@rollup/rollup-linux-arm64-musl` (what such packages declare). */
function platformFromName(name, version) {
  const parts = name.split('/').pop().split('-');
  const os = parts.find((p) => OSES.includes(p));
  const cpu = parts.find((p) => CPUS.includes(p));
  const libc =
    parts.includes('musl') || parts.some((p) => p.startsWith('musl'))
      ? 'musl'
      : parts.some((p) => p.startsWith('gnu')) && os === 'linux'
        ? 'glibc'
        : undefined;
  return { version, os, cpu, libc };
}

let added = 0;
for (const [location, meta] of Object.entries({ ...packages })) {
  for (const [name, version] of Object.entries(meta.optionalDependencies ?? {})) {
    if (resolves(location, name)) continue;
    const info = viewPackage(name, version) ?? platformFromName(name, version);
    const entry = { version: info.version };
    if (info['dist.integrity']) entry.integrity = info['dist.integrity'];
    if (meta.dev) entry.dev = true;
    entry.optional = true;
    for (const key of ['os', 'cpu', 'libc']) if (info[key]) entry[key] = [].concat(info[key]);
    const parent = location.slice(0, location.lastIndexOf('node_modules/'));
    packages[`${parent}node_modules/${name}`] = entry;
    added += 1;
  }
}
lock.packages = Object.fromEntries(
  Object.entries(packages).sort(([a], [b]) => (a === '' ? -1 : b === '' ? 1 : a < b ? -1 : a > b ? 1 : 0)),
);
writeFileSync(lockPath, `${JSON.stringify(lock, null, 2)}\n`);
console.log(`complete-lockfile: added ${added} missing optional package entries`);
