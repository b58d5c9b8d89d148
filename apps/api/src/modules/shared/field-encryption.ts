import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';
import { persistentSecret } from './persistent-secret.js';

/**
 * Encryption of single fields at rest (ARCHITECTURE.md section 4): SSNs, bank account numbers, health answers.
 * AES-256-GCM, so a changed ciphertext is refused rather than decrypted into garbage. A stored value reads
 * `v1.<iv>.<tag>.<ciphertext>` (base64url parts): the version names the algorithm and layout, so a later format
 * can be read next to this one. Keys rotate without a format change: the cipher encrypts with the current key
 * and decrypts with the current one or any previous one (GCM tells a wrong key apart), so old rows keep reading
 * until re-encrypted.
 */

export const DATA_KEY_BYTES = 32;
const VERSION = 'v1';
const IV_BYTES = 12; // the size GCM is built for
const TAG_BYTES = 16;
const PART = /^[A-Za-z0-9_-]*$/;

export class FieldDecryptionError extends Error {
  constructor(reason: string) {
    super(`Encrypted field cannot be read: ${reason}`);
    this.name = 'FieldDecryptionError';
  }
}

export interface DataKeys {
  current: Buffer;
  /** Keys of earlier periods, tried after the current one when reading. */
  previous: Buffer[];
}

/** A DATA_KEY value: 32 bytes, base64 or base64url. Anything else stops the start, so a typo never encrypts with a weak key. */
export function parseDataKey(text: string, name = 'DATA_KEY'): Buffer {
  const trimmed = text.trim();
  const key = /^[A-Za-z0-9+/_-]+={0,2}$/.test(trimmed) ? Buffer.from(trimmed, 'base64') : Buffer.alloc(0);
  if (key.length !== DATA_KEY_BYTES) throw new Error(`${name} must be ${DATA_KEY_BYTES} bytes, base64-encoded (e.g. openssl rand -base64 32)`);
  return key;
}

/**
 * The data keys from configuration: DATA_KEY (and DATA_KEY_PREVIOUS, comma-separated, while rotating).
 * Production must set DATA_KEY: a key generated next to the data would be backed up with it and protect nothing.
 * Elsewhere a key is generated once into `<dataDir>/data-key` with owner-only permissions, as the session secret
 * is (config.ts); `dataDir` null (an in-memory database) gets a key that lives as long as the process and its data.
 */
export function loadDataKeys(env: NodeJS.ProcessEnv, dataDir: string | null): DataKeys {
  const previous = (env.DATA_KEY_PREVIOUS ?? '')
    .split(',')
    .map((k) => k.trim())
    .filter((k) => k !== '')
    .map((k) => parseDataKey(k, 'DATA_KEY_PREVIOUS'));
  const configured = env.DATA_KEY?.trim();
  if (configured) return { current: parseDataKey(configured), previous };
  if (env.NODE_ENV === 'production') throw new Error('DATA_KEY must be set in production (32 bytes, base64-encoded)');
  const current = dataDir === null ? randomBytes(DATA_KEY_BYTES) : parseDataKey(persistentSecret(dataDir, 'data-key'), 'data-key file');
  return { current, previous };
}

/** The current data key alone (see loadDataKeys). */
export const loadDataKey = (env: NodeJS.ProcessEnv, dataDir: string | null): Buffer => loadDataKeys(env, dataDir).current;

/**
 * Encrypts and decrypts field values. `context` is bound to the ciphertext as associated data: pass where the value
 * lives (e.g. `enrollment:<id>:ssn`), and a value copied into another record or column no longer decrypts.
 */
export class FieldCipher {
  private readonly keys: DataKeys;

  constructor(keys: DataKeys | Buffer) {
    this.keys = Buffer.isBuffer(keys) ? { current: keys, previous: [] } : keys;
    for (const key of [this.keys.current, ...this.keys.previous]) {
      if (key.length !== DATA_KEY_BYTES) throw new Error(`A data key must be ${DATA_KEY_BYTES} bytes`);
    }
  }

  encrypt(plaintext: string, context = ''): string {
    const iv = randomBytes(IV_BYTES);
    const cipher = createCipheriv('aes-256-gcm', this.keys.current, iv, { authTagLength: TAG_BYTES });
    cipher.setAAD(Buffer.from(context, 'utf8'));
    const ciphertext = Buffer.concat([cipher.update(plaintext, 'utf8'), cipher.final()]);
    return [VERSION, iv.toString('base64url'), cipher.getAuthTag().toString('base64url'), ciphertext.toString('base64url')].join('.');
  }

  /** The plaintext of a stored value; throws FieldDecryptionError when it is malformed, changed, or under no known key. */
  decrypt(stored: string, context = ''): string {
    const parts = stored.split('.');
    if (parts.length !== 4 || parts[0] !== VERSION || !parts.every((p) => PART.test(p))) throw new FieldDecryptionError('unknown format');
    const iv = Buffer.from(parts[1]!, 'base64url');
    const tag = Buffer.from(parts[2]!, 'base64url');
    const ciphertext = Buffer.from(parts[3]!, 'base64url');
    if (iv.length !== IV_BYTES || tag.length !== TAG_BYTES) throw new FieldDecryptionError('unknown format');
    for (const key of [this.keys.current, ...this.keys.previous]) {
      try {
        const decipher = createDecipheriv('aes-256-gcm', key, iv, { authTagLength: TAG_BYTES });
        decipher.setAAD(Buffer.from(context, 'utf8'));
        decipher.setAuthTag(tag);
        return Buffer.concat([decipher.update(ciphertext), decipher.final()]).toString('utf8');
      } catch {
        // Not this key (or not genuine): try the next one.
      }
    }
    throw new FieldDecryptionError('changed, or encrypted under an unknown key');
  }

  /** A short name of the current key (a hash: the key cannot be read back from it), to notice that the key changed. */
  keyId(): string {
    return createHash('sha256').update(this.keys.current).digest('hex').slice(0, 12);
  }

  encryptJson(value: unknown, context = ''): string {
    return this.encrypt(JSON.stringify(value), context);
  }

  decryptJson<T = unknown>(stored: string, context = ''): T {
    return JSON.parse(this.decrypt(stored, context)) as T;
  }

  /** True when a stored value reads only under a previous key: re-encrypt it to finish a rotation. */
  needsReEncryption(stored: string, context = ''): boolean {
    if (this.keys.previous.length === 0) return false;
    try {
      new FieldCipher({ current: this.keys.current, previous: [] }).decrypt(stored, context);
      return false;
    } catch {
      return true;
    }
  }
}

/** A value of this module, as a regular expression's source (JavaScript's and PostgreSQL's `~` read it alike). */
export const ENCRYPTED_FIELD_PATTERN = '^v1\\.[A-Za-z0-9_-]{16}\\.[A-Za-z0-9_-]{22}\\.[A-Za-z0-9_-]*$';

/** True when a stored text looks like a value of this module (so a migration can tell plaintext rows apart). */
export const isEncryptedField = (stored: string) => new RegExp(ENCRYPTED_FIELD_PATTERN).test(stored);
