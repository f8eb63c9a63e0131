#!/usr/bin/env node
// Set-up run before `npm start` and `npm test` on any machine, fresh clone included:
// installs npm packages when missing or stale and checks (or, as root with apt, installs) Java and Chromium.
// It stops with one line saying exactly what to install when it cannot do it itself.
import { execSync, spawnSync } from 'node:child_process';
import { existsSync, statSync } from 'node:fs';

const mode = process.argv[2] ?? 'start';
const fail = (line) => {
  console.error(`\n✖ ${line}\n`);
  process.exit(1);
};

const [major, minor] = process.versions.node.split('.').map(Number);
if (major < 20 || (major === 20 && minor < 19))
  fail(`Node.js 20.19 or newer is needed (found ${process.versions.node}).`);

// npm packages: install when node_modules is missing or older than the lockfile.
const marker = 'node_modules/.package-lock.json';
if (!existsSync(marker) || statSync(marker).mtimeMs < statSync('package-lock.json').mtimeMs) {
  console.log('Installing npm packages (npm ci)…');
  const r = spawnSync('npm', ['ci', '--no-audit', '--no-fund'], { stdio: 'inherit' });
  if (r.status !== 0) fail('npm ci failed: check the network access to the npm registry and run `npm ci` by hand.');
}

const have = (cmd) => spawnSync('sh', ['-c', `command -v ${cmd}`], { stdio: 'ignore' }).status === 0;
const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
let aptUpdated = false;
const aptInstall = (pkgs) => {
  if (!isRoot || !have('apt-get')) return false;
  try {
    if (!aptUpdated) execSync('apt-get update -qq', { stdio: 'inherit' });
    aptUpdated = true;
    execSync(`DEBIAN_FRONTEND=noninteractive apt-get install -y -qq ${pkgs}`, { stdio: 'inherit' });
    return true;
  } catch {
    return false;
  }
};

function javaMajor() {
  const r = spawnSync('java', ['-version'], { encoding: 'utf8' });
  if (r.status !== 0) return 0;
  const m = /version "(\d+)(?:\.(\d+))?/.exec(`${r.stderr}${r.stdout}`);
  if (!m) return 0;
  return Number(m[1]) === 1 ? Number(m[2]) : Number(m[1]);
}

// DynamoDB Local runs on Java 17+.
if (javaMajor() < 17) {
  console.log('Java 17+ not found; installing openjdk-17-jre-headless…');
  if (!aptInstall('openjdk-17-jre-headless') || javaMajor() < 17) {
    fail('Java 17+ is needed for DynamoDB Local: apt-get install -y openjdk-17-jre-headless');
  }
}

// Browser tests drive Debian's Chromium (test tools cannot download their own browser here).
if (mode === 'test' && !existsSync(process.env.CHROMIUM_PATH ?? '/usr/bin/chromium')) {
  console.log('Chromium not found; installing Debian chromium…');
  if (!aptInstall('chromium') || !existsSync('/usr/bin/chromium')) {
    fail('Chromium is needed for the browser tests: apt-get install -y chromium (or set CHROMIUM_PATH)');
  }
}

// Thai glyphs in screenshots of Thai pages (the app ships its own Thai web font; system UI text needs one too).
if (mode === 'test' && !existsSync('/usr/share/fonts/truetype/tlwg')) {
  if (!aptInstall('fonts-thai-tlwg'))
    console.log(
      'fonts-thai-tlwg not installed: Thai text in screenshots may show as boxes (apt-get install -y fonts-thai-tlwg).',
    );
}
