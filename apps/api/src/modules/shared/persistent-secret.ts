import { randomBytes } from 'node:crypto';
import { chmodSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * A secret that survives restarts (the cookie-signing secret, so sessions do; the data key) by living in DATA_DIR
 * with owner-only permissions. Created once; SESSION_SECRET / DATA_KEY override it. Its own file because both the
 * configuration and the field cipher read it, and the configuration names the cipher's key type.
 */
export function persistentSecret(dataDir: string, name = 'session-secret'): string {
  const file = join(dataDir, name);
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(dataDir, { recursive: true, mode: 0o700 });
  const secret = randomBytes(32).toString('base64url');
  writeFileSync(file, `${secret}\n`, { mode: 0o600, flag: 'wx' });
  chmodSync(file, 0o600);
  return secret;
}
