import { readFileSync } from 'node:fs';
import { checkConfiguration, formatReport } from './doctor-checks.js';

const USAGE = 'usage: npm run doctor [-- --env-file <file>]   checks the environment (or the file\'s KEY=value lines) against docs/deploy.md\n';

/** KEY=value lines of an environment file (systemd EnvironmentFile, docker --env-file): comments and blanks skipped, quotes removed. */
export function parseEnvFile(text: string): Record<string, string> {
  const env: Record<string, string> = {};
  for (const line of text.split(/\r?\n/)) {
    const match = /^\s*(?:export\s+)?([A-Za-z_][A-Za-z0-9_]*)\s*=\s*(.*?)\s*$/.exec(line);
    if (!match || line.trim().startsWith('#')) continue;
    env[match[1]!] = match[2]!.replace(/^(['"])(.*)\1$/, '$2');
  }
  return env;
}

/**
 * `npm run doctor`: says whether the store would start with this configuration and what is missing or unsafe for
 * production, without starting it (no database opened, no file written). Exit 1 when the server would refuse it.
 */
function main(): void {
  const args = process.argv.slice(2);
  let env: NodeJS.ProcessEnv = process.env;
  if (args.length > 0) {
    if (args[0] !== '--env-file' || !args[1] || args.length > 2) {
      process.stderr.write(USAGE);
      process.exitCode = 2;
      return;
    }
    env = parseEnvFile(readFileSync(args[1], 'utf8'));
  }
  const report = checkConfiguration(env);
  process.stdout.write(formatReport(report));
  process.exitCode = report.findings.some((f) => f.level === 'refused') ? 1 : 0;
}

main();
