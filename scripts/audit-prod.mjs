// npm run audit:prod — `npm audit --omit=dev --audit-level=high`, with a clear message when the
// registry's audit endpoint cannot be reached (some networks answer 405 or block it). Exit codes:
// 0 no high or critical finding, 1 findings at that level, 2 the audit could not run.
// Needs the network, so it is not part of `npm test`; docs/security/dependencies.md has the last
// review by hand.
import { spawnSync } from 'node:child_process';

const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
const run = spawnSync(npm, ['audit', '--omit=dev', '--audit-level=high', '--json'], { encoding: 'utf8' });

let report;
try {
  report = JSON.parse(run.stdout);
} catch {
  report = null;
}

// A report has `metadata`; an endpoint failure comes back as an error object (e.g. 405) instead.
if (!report?.metadata) {
  const reason =
    report?.error?.summary ||
    report?.message ||
    run.stderr
      .trim()
      .split('\n')
      .filter((line) => !line.startsWith('npm warn'))
      .pop() ||
    'no answer';
  console.error(
    `npm audit could not run: the registry's audit endpoint is unavailable from here (${reason}).\n` +
      'Nothing was checked. Run it again from a network that reaches registry.npmjs.org, or see the\n' +
      'last review by hand in docs/security/dependencies.md.',
  );
  process.exit(2);
}

const counts = report.metadata?.vulnerabilities ?? {};
const levels = ['critical', 'high', 'moderate', 'low', 'info'];
console.log(
  `npm audit (production dependencies): ${levels.map((level) => `${counts[level] ?? 0} ${level}`).join(', ')}`,
);
for (const [name, finding] of Object.entries(report.vulnerabilities ?? {})) {
  if (finding.severity === 'high' || finding.severity === 'critical') {
    console.log(
      `- ${finding.severity}: ${name} ${finding.range} (fix: ${finding.fixAvailable ? 'available' : 'none yet'})`,
    );
  }
}
process.exit((counts.critical ?? 0) + (counts.high ?? 0) > 0 ? 1 : 0);
