import type { TransactionSummary } from '../../../src/gateway/types';
import type { SafeState } from '../chain/safe-reader';
import type { GatewayContext } from '../context';
import { MULTISIG_COLUMNS, toModuleRow, toMultisigRow, toTransferRow } from '../store/rows';
import { multisigSummary } from './multisig';
import { moduleSummary, transferSummary } from './other-transactions';

// One ordered list of everything executed that touches the Safe: multisig, module transactions and
// transfers that did not come from one of the Safe's own transactions.
const HISTORY_UNION = `
  SELECT 'multisig' AS kind, safe_tx_hash AS key, executed_at AS ts, block_number AS block, nonce AS idx
    FROM multisig_txs WHERE safe = ?1 AND executed = 1
  UNION ALL
  SELECT 'module', id, executed_at, block_number, log_index FROM module_txs WHERE safe = ?1
  UNION ALL
  SELECT 'transfer', id, executed_at, block_number, log_index FROM transfers x
    WHERE x.safe = ?1 AND (?2 = 0 OR x.token_address IS NULL OR x.token_address IN (SELECT address FROM tokens WHERE trusted = 1))
    AND NOT EXISTS (SELECT 1 FROM multisig_txs m WHERE m.safe = ?1 AND m.tx_hash = x.tx_hash)
    AND NOT EXISTS (SELECT 1 FROM module_txs d WHERE d.safe = ?1 AND d.tx_hash = x.tx_hash)`;

/** Number of history entries (creation excluded). */
export function historyCount(ctx: GatewayContext, safe: string, trusted: boolean): number {
  return Number(
    ctx.db.get(`SELECT COUNT(*) AS n FROM (${HISTORY_UNION})`, [safe, trusted ? 1 : 0])?.n ?? 0,
  );
}

/** History entries newest first, as summaries, for an offset/limit window. */
export function historySummaries(
  ctx: GatewayContext,
  safe: SafeState,
  trusted: boolean,
  offset: number,
  limit: number,
): TransactionSummary[] {
  const keys = ctx.db.all(
    `SELECT kind, key FROM (${HISTORY_UNION}) ORDER BY ts DESC, block DESC, idx DESC LIMIT ?3 OFFSET ?4`,
    [safe.address, trusted ? 1 : 0, limit, offset],
  );
  return keys.map((k) => {
    const key = String(k.key);
    if (k.kind === 'multisig') {
      const row = ctx.db.get(
        `SELECT ${MULTISIG_COLUMNS} FROM multisig_txs WHERE safe_tx_hash = ?`,
        [key],
      )!;
      return multisigSummary(ctx, toMultisigRow(row), safe);
    }
    if (k.kind === 'module')
      return moduleSummary(
        ctx,
        toModuleRow(ctx.db.get('SELECT * FROM module_txs WHERE id = ?', [key])!),
      );
    return transferSummary(
      ctx,
      toTransferRow(
        ctx.db.get('SELECT * FROM transfers WHERE safe = ? AND id = ?', [safe.address, key])!,
      ),
    );
  });
}
