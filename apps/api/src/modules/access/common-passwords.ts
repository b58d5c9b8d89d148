import { dictionary } from '@zxcvbn-ts/language-common';

/**
 * The list of common and breached passwords new passwords are checked against (NIST SP 800-63B-4): the 49,233
 * most common passwords of zxcvbn-ts's common dictionary (npm @zxcvbn-ts/language-common, MIT licence), built from
 * public breach corpora. Shipped with the project (a dependency), never fetched at run time; compared lower-cased.
 */
let common: Set<string> | null = null;

export function isCommonPassword(password: string): boolean {
  common ??= new Set((dictionary['passwords-common'] as readonly string[]).map((p) => p.toLowerCase()));
  return common.has(password.normalize('NFC').toLowerCase());
}
