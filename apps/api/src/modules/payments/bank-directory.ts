import type { Db } from '../../db/client.js';
import * as repo from './bank-directory.repository.js';

/** A bank of the directory, as a billing form shows it (its name in capitals, as the FedACH file has it). */
export interface Bank {
  name: string;
}

/**
 * The bank a routing number belongs to, or null when the directory does not list it. Public through the door: the
 * billing step names the bank beside the routing number and refuses one no bank has.
 */
export function bankByRoutingNumber(db: Db, routingNumber: string): Promise<Bank | null> {
  return repo.bankByRoutingNumber(db, routingNumber);
}
