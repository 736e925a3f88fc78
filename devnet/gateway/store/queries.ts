import type { DevnetDatabase } from './database';
import {
  MULTISIG_COLUMNS,
  toModuleRow,
  toMultisigRow,
  toTokenRow,
  toTransferRow,
  type ConfirmationRow,
  type ModuleRow,
  type MultisigRow,
  type TokenRow,
  type TransferRow,
} from './rows';

/** One multisig transaction by safeTxHash (case-insensitive). */
export function findMultisig(db: DevnetDatabase, safeTxHash: string): MultisigRow | null {
  const row = db.get(`SELECT ${MULTISIG_COLUMNS} FROM multisig_txs WHERE safe_tx_hash = ?`, [
    safeTxHash.toLowerCase(),
  ]);
  return row ? toMultisigRow(row) : null;
}

/** Confirmations of a multisig transaction, oldest first. */
export function confirmationsOf(db: DevnetDatabase, safeTxHash: string): ConfirmationRow[] {
  return db
    .all(
      'SELECT owner, signature, submitted_at FROM confirmations WHERE safe_tx_hash = ? ORDER BY submitted_at, owner',
      [safeTxHash.toLowerCase()],
    )
    .map((r) => ({
      owner: String(r.owner),
      signature: r.signature === null ? null : String(r.signature),
      submittedAt: Number(r.submitted_at),
    }));
}

/** One module transaction by its id. */
export function findModuleTx(db: DevnetDatabase, id: string): ModuleRow | null {
  const row = db.get('SELECT * FROM module_txs WHERE id = ?', [id]);
  return row ? toModuleRow(row) : null;
}

/** One transfer of a Safe by its id. */
export function findTransfer(db: DevnetDatabase, safe: string, id: string): TransferRow | null {
  const row = db.get('SELECT * FROM transfers WHERE safe = ? AND id = ?', [safe, id]);
  return row ? toTransferRow(row) : null;
}

/** Token metadata, when the indexer has seen the token. */
export function findToken(db: DevnetDatabase, address: string): TokenRow | null {
  const row = db.get('SELECT * FROM tokens WHERE address = ?', [address]);
  return row ? toTokenRow(row) : null;
}
