// Completes package-lock.json for `npm ci`. The registry this project installs from does not serve
// other platforms' native builds (darwin, windows, musl …), so `npm install` leaves their optional
// entries out of the lock file and `npm ci` then refuses it as "out of sync". Each missing entry is
// added with its platform fields, so npm skips it here and a machine of that platform fetches it.
// Run after any `npm install` that rewrites the lock file: node scripts/lockfile/add-foreign-platforms.mjs
import { readFileSync, writeFileSync } from 'node:fs';

const FILE = new URL('../../package-lock.json', import.meta.url);
const lock = JSON.parse(readFileSync(FILE, 'utf8'));
const packages = lock.packages;

const OS = { darwin: 'darwin', linux: 'linux', win32: 'win32', windows: 'win32', freebsd: 'freebsd', openbsd: 'openbsd', android: 'android', openharmony: 'openharmony', sunos: 'sunos', netbsd: 'netbsd', aix: 'aix' };
const CPU = { x64: 'x64', arm64: 'arm64', ia32: 'ia32', arm: 'arm', loong64: 'loong64', ppc64: 'ppc64', riscv64: 'riscv64', s390x: 's390x' };

/** `{ os, cpu, libc }` read off a platform package's name, e.g. `@rollup/rollup-linux-x64-musl`. */
function platformOf(name) {
  const words = name.split('/').pop().split('-');
  const os = words.map((w) => OS[w]).find(Boolean);
  const cpu = words.map((w) => CPU[w]).find(Boolean);
  if (!os || !cpu) return undefined;
  const libc = words.some((w) => w.startsWith('musl')) ? 'musl' : os === 'linux' && words.some((w) => w.startsWith('gnu')) ? 'glibc' : undefined;
  return { os: [os], cpu: [cpu], ...(libc ? { libc: [libc] } : {}) };
}

let added = 0;
for (const [path, entry] of Object.entries(packages)) {
  for (const [name, version] of Object.entries(entry.optionalDependencies ?? {})) {
    const nested = `${path ? path + '/' : ''}node_modules/${name}`;
    if (packages[nested] || packages[`node_modules/${name}`]) continue;
    const platform = platformOf(name);
    if (!platform) throw new Error(`${name}: no platform in its name; add its lock entry by hand`);
    packages[`node_modules/${name}`] = { version, optional: true, ...platform };
    added++;
  }
}
const sorted = Object.fromEntries(Object.entries(packages).sort(([a], [b]) => (a === '' ? -1 : b === '' ? 1 : a.localeCompare(b))));
lock.packages = sorted;
writeFileSync(FILE, JSON.stringify(lock, null, 2) + '\n');
console.log(`package-lock.json: ${added} foreign-platform entries added`);
