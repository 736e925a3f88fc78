import { Transaction, type JsonRpcProvider, type TransactionResponse } from 'ethers';
import type { DevnetDatabase } from '../store/database';

/** The signed bytes of a mined transaction, or null when they cannot be rebuilt exactly. */
export function rawTransaction(tx: TransactionResponse): string | null {
  if (tx.type > 2) return null;
  try {
    const rebuilt = Transaction.from({
      type: tx.type,
      to: tx.to,
      nonce: tx.nonce,
      gasLimit: tx.gasLimit,
      gasPrice: tx.type === 2 ? null : tx.gasPrice,
      maxFeePerGas: tx.type === 2 ? tx.maxFeePerGas : null,
      maxPriorityFeePerGas: tx.type === 2 ? tx.maxPriorityFeePerGas : null,
      data: tx.data,
      value: tx.value,
      chainId: tx.chainId,
      accessList: tx.type === 0 ? null : tx.accessList,
      signature: tx.signature,
    });
    // An impersonated (unsigned) transaction cannot be replayed: keep only exact rebuilds.
    return rebuilt.hash === tx.hash ? rebuilt.serialized : null;
  } catch {
    return null;
  }
}

/** Record the signed transactions of blocks [from, to]. */
export async function recordBlocks(
  provider: JsonRpcProvider,
  db: DevnetDatabase,
  from: number,
  to: number,
): Promise<void> {
  for (let n = from; n <= to; n++) {
    const block = await provider.getBlock(n, true);
    if (!block || block.prefetchedTransactions.length === 0) continue;
    const rows = block.prefetchedTransactions.map((tx) => [tx.hash, rawTransaction(tx)] as const);
    db.transaction(() => {
      for (const [hash, raw] of rows)
        if (raw)
          db.run('INSERT OR IGNORE INTO chain_txs (hash, raw, block_number) VALUES (?, ?, ?)', [
            hash,
            raw,
            n,
          ]);
    });
  }
}

/** Send every recorded transaction again, in order; ones the new chain already has fail and are skipped. */
export async function replayTransactions(
  provider: JsonRpcProvider,
  db: DevnetDatabase,
): Promise<{ replayed: number; skipped: number }> {
  let replayed = 0;
  let skipped = 0;
  for (const row of db.all('SELECT hash, raw FROM chain_txs ORDER BY seq')) {
    const known = await provider.send('eth_getTransactionByHash', [String(row.hash)]);
    if (known) {
      skipped++;
      continue;
    }
    try {
      await provider.send('eth_sendRawTransaction', [String(row.raw)]);
      replayed++;
    } catch {
      skipped++;
    }
  }
  return { replayed, skipped };
}
