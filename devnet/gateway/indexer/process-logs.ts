import { ZeroAddress, getAddress, type Log, type TransactionResponse } from 'ethers';
import { PROXY_FACTORY_ABI } from '../chain/abis';
import { readSafeState } from '../chain/safe-reader';
import type { GatewayContext } from '../context';
import { approvedHashSignatureBytes, recoverSignatures } from '../safe-logic';
import { findMultisig } from '../store/queries';
import {
  T,
  addressFromTopic,
  coder,
  decodeModuleEvent,
  decodeMultisigEvent,
  multisigFromCalldata,
  type PendingModule,
  type PendingMultisig,
} from './safe-events';
import { ensureToken } from './tokens';

export { INDEXED_TOPICS } from './safe-events';

/** Processes one batch of logs (in chain order) into the store. */
export class LogProcessor {
  private readonly known: Set<string>;
  private readonly touched = new Set<string>();
  private readonly blockTimes = new Map<number, number>();
  private readonly txs = new Map<string, TransactionResponse | null>();
  private readonly pendingMultisig: PendingMultisig[] = [];
  private readonly pendingModule: PendingModule[] = [];

  constructor(private readonly ctx: GatewayContext) {
    this.known = new Set(ctx.db.all('SELECT address FROM safes').map((r) => String(r.address)));
  }

  private async time(block: number): Promise<number> {
    let ms = this.blockTimes.get(block);
    if (ms === undefined) {
      const header = await this.ctx.provider.getBlock(block);
      ms = (header?.timestamp ?? 0) * 1000;
      this.blockTimes.set(block, ms);
    }
    return ms;
  }

  private async tx(hash: string): Promise<TransactionResponse | null> {
    if (!this.txs.has(hash)) this.txs.set(hash, await this.ctx.provider.getTransaction(hash));
    return this.txs.get(hash)!;
  }

  /** Process logs, then refresh owners of every Safe the batch touched. */
  async process(logs: readonly Log[]): Promise<void> {
    for (const log of logs) await this.processLog(log);
    for (const safe of this.touched) {
      const state = await readSafeState(this.ctx.provider, safe);
      if (!state) continue;
      this.ctx.db.transaction(() => {
        this.ctx.db.run('DELETE FROM safe_owners WHERE safe = ?', [safe]);
        for (const owner of state.owners)
          this.ctx.db.run('INSERT INTO safe_owners (safe, owner) VALUES (?, ?)', [safe, owner]);
      });
    }
  }

  private async processLog(log: Log): Promise<void> {
    const t0 = log.topics[0];
    const emitter = getAddress(log.address);
    if (t0 === T.proxyCreation) return this.onProxyCreation(log);
    if (t0 === T.transfer) return this.onTokenTransfer(log);
    if (t0 === T.safeSetup) return this.onSafeSetup(log);
    if (!this.known.has(emitter)) return;
    this.touched.add(emitter);
    if (t0 === T.multisig) return void this.pendingMultisig.push(decodeMultisigEvent(log));
    if (t0 === T.success || t0 === T.failure) return this.onExecution(log, t0 === T.success);
    if (t0 === T.module) return void this.pendingModule.push(decodeModuleEvent(log));
    if (t0 === T.moduleSuccess || t0 === T.moduleFailure)
      return this.onModuleExecution(log, t0 === T.moduleSuccess);
    if (t0 === T.received) return this.onReceived(log);
    if (t0 === T.approveHash) return this.onApproveHash(log);
  }

  /**
   * An owner's on-chain approveHash (an EOA sending it, or a parent Safe executing it): listed as
   * that owner's approved-hash confirmation (r = owner, s = 0, v = 1), as the transaction service does.
   */
  private async onApproveHash(log: Log): Promise<void> {
    const safeTxHash = log.topics[1]!;
    const owner = addressFromTopic(log.topics[2]!);
    const tx = findMultisig(this.ctx.db, safeTxHash);
    if (!tx || tx.executed || getAddress(tx.safe) !== getAddress(log.address)) return;
    const signature = approvedHashSignatureBytes(owner);
    this.ctx.db.run(
      'INSERT OR IGNORE INTO confirmations (safe_tx_hash, owner, signature, submitted_at) VALUES (?, ?, ?, ?)',
      [tx.safeTxHash, owner, signature, await this.time(log.blockNumber)],
    );
  }

  private async onProxyCreation(log: Log): Promise<void> {
    const words = coder.decode(
      log.topics.length === 2 ? ['address'] : ['address', 'address'],
      log.data,
    );
    const proxy =
      log.topics.length === 2 ? addressFromTopic(log.topics[1]!) : getAddress(String(words[0]));
    const singleton = getAddress(String(log.topics.length === 2 ? words[0] : words[1]));
    const tx = await this.tx(log.transactionHash);
    let saltNonce: string | null = null;
    try {
      if (tx && tx.to && getAddress(tx.to) === getAddress(log.address)) {
        const call = PROXY_FACTORY_ABI.parseTransaction({ data: tx.data });
        if (call?.name === 'createProxyWithNonce') saltNonce = String(call.args[2]);
      }
    } catch {
      saltNonce = null;
    }
    this.ctx.db.run(
      `INSERT INTO safes (address, creator, factory, singleton, salt_nonce, creation_tx, creation_block, created_at)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?)
       ON CONFLICT(address) DO UPDATE SET creator = excluded.creator, factory = excluded.factory,
         singleton = excluded.singleton, salt_nonce = excluded.salt_nonce, creation_tx = excluded.creation_tx,
         creation_block = excluded.creation_block, created_at = excluded.created_at`,
      [
        proxy,
        tx ? getAddress(tx.from) : null,
        getAddress(log.address),
        singleton,
        saltNonce,
        log.transactionHash,
        log.blockNumber,
        await this.time(log.blockNumber),
      ],
    );
    this.known.add(proxy);
    this.touched.add(proxy);
  }

  private async onSafeSetup(log: Log): Promise<void> {
    const safe = getAddress(log.address);
    if (!this.known.has(safe)) {
      // A Safe set up without a factory event we saw: still a Safe, created by this transaction.
      const tx = await this.tx(log.transactionHash);
      this.ctx.db.run(
        `INSERT OR IGNORE INTO safes (address, creator, creation_tx, creation_block, created_at) VALUES (?, ?, ?, ?, ?)`,
        [
          safe,
          tx ? getAddress(tx.from) : null,
          log.transactionHash,
          log.blockNumber,
          await this.time(log.blockNumber),
        ],
      );
      this.known.add(safe);
    }
    this.touched.add(safe);
  }

  private async onExecution(log: Log, success: boolean): Promise<void> {
    const safe = getAddress(log.address);
    // txHash is indexed from 1.4.0 on and part of the data before.
    const safeTxHash =
      log.topics.length === 2
        ? log.topics[1]!
        : String(coder.decode(['bytes32', 'uint256'], log.data)[0]);
    const index = this.pendingMultisig.findLastIndex((p) => p.safe === safe);
    const pending =
      index >= 0
        ? this.pendingMultisig.splice(index, 1)[0]!
        : multisigFromCalldata(
            log,
            await this.tx(log.transactionHash),
            await readSafeState(this.ctx.provider, log.address),
          );
    if (!pending) return;
    const hash = String(safeTxHash).toLowerCase();
    const executedAt = await this.time(log.blockNumber);
    const existing = findMultisig(this.ctx.db, hash);
    const signers = this.signers(hash, pending);
    this.ctx.db.transaction(() => {
      if (existing) {
        this.ctx.db.run(
          `UPDATE multisig_txs SET executed = 1, is_successful = ?, tx_hash = ?, block_number = ?, executed_at = ?,
            executor = ?, confirmations_required = ?, modified_at = ?, signatures = ? WHERE safe_tx_hash = ?`,
          [
            success ? 1 : 0,
            log.transactionHash,
            log.blockNumber,
            executedAt,
            pending.sender,
            pending.threshold,
            executedAt,
            pending.signatures,
            hash,
          ],
        );
      } else {
        this.ctx.db.run(
          `INSERT INTO multisig_txs (safe_tx_hash, safe, to_address, value, data, operation, safe_tx_gas, base_gas,
             gas_price, gas_token, refund_receiver, nonce, proposer, origin, submitted_at, modified_at, executed,
             is_successful, tx_hash, block_number, executed_at, executor, confirmations_required, signatures)
           VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, NULL, NULL, ?, ?, 1, ?, ?, ?, ?, ?, ?, ?)`,
          [
            hash,
            safe,
            pending.to,
            pending.value.toString(),
            pending.data === '0x' ? null : pending.data,
            pending.operation,
            pending.safeTxGas.toString(),
            pending.baseGas.toString(),
            pending.gasPrice.toString(),
            pending.gasToken,
            pending.refundReceiver,
            pending.nonce,
            executedAt,
            executedAt,
            success ? 1 : 0,
            log.transactionHash,
            log.blockNumber,
            executedAt,
            pending.sender,
            pending.threshold,
            pending.signatures,
          ],
        );
      }
      for (const s of signers)
        this.ctx.db.run(
          'INSERT OR IGNORE INTO confirmations (safe_tx_hash, owner, signature, submitted_at) VALUES (?, ?, ?, ?)',
          [hash, s.signer, s.signature, executedAt],
        );
    });
    this.ctx.alerts.emit({
      type: 'EXECUTED_MULTISIG_TRANSACTION',
      safe,
      safeTxHash: hash,
      txHash: log.transactionHash,
      failed: !success,
    });
  }

  private signers(
    hash: string,
    pending: PendingMultisig,
  ): { signer: string; signature: string | null }[] {
    // The whole blob first (contract signatures keep their dynamic parts); the Safe itself reads
    // only the first `threshold` static parts, so fall back to those when the rest is not parsable.
    const candidates = [
      pending.signatures,
      pending.signatures.slice(0, 2 + pending.threshold * 130),
    ];
    for (const blob of candidates) {
      try {
        return recoverSignatures(hash, blob).map((p) => ({
          signer: p.signer,
          // Approved hashes and contract signatures have no standalone ECDSA signature to show.
          signature: p.kind === 'EOA' || p.kind === 'ETH_SIGN' ? p.signature : null,
        }));
      } catch {
        // try the next candidate
      }
    }
    return [];
  }

  private async onModuleExecution(log: Log, success: boolean): Promise<void> {
    const safe = getAddress(log.address);
    const module = addressFromTopic(log.topics[1]!);
    const index = this.pendingModule.findLastIndex((p) => p.safe === safe && p.module === module);
    if (index < 0) return;
    const p = this.pendingModule.splice(index, 1)[0]!;
    const id = `m${log.transactionHash.slice(2)}${log.index}`;
    this.ctx.db.run(
      `INSERT INTO module_txs (id, safe, module, to_address, value, data, operation, tx_hash, block_number,
         log_index, executed_at, is_successful) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)
       ON CONFLICT(id) DO UPDATE SET block_number = excluded.block_number, executed_at = excluded.executed_at`,
      [
        id,
        safe,
        module,
        p.to,
        p.value.toString(),
        p.data === '0x' ? null : p.data,
        p.operation,
        log.transactionHash,
        log.blockNumber,
        log.index,
        await this.time(log.blockNumber),
        success ? 1 : 0,
      ],
    );
    this.ctx.alerts.emit({ type: 'MODULE_TRANSACTION', safe, txHash: log.transactionHash, module });
  }

  private async onReceived(log: Log): Promise<void> {
    const safe = getAddress(log.address);
    const sender = addressFromTopic(log.topics[1]!);
    const [value] = coder.decode(['uint256'], log.data);
    const id = `i${log.transactionHash.slice(2)}${log.index}`;
    this.ctx.db.run(
      `INSERT INTO transfers (id, safe, type, token_address, from_address, to_address, value, token_id,
         tx_hash, block_number, log_index, executed_at) VALUES (?, ?, 'NATIVE', NULL, ?, ?, ?, NULL, ?, ?, ?, ?)
       ON CONFLICT(safe, id) DO UPDATE SET block_number = excluded.block_number, executed_at = excluded.executed_at`,
      [
        id,
        safe,
        sender,
        safe,
        String(value),
        log.transactionHash,
        log.blockNumber,
        log.index,
        await this.time(log.blockNumber),
      ],
    );
    this.ctx.alerts.emit({
      type: 'INCOMING_ETHER',
      safe,
      txHash: log.transactionHash,
      value: String(value),
    });
  }

  private async onTokenTransfer(log: Log): Promise<void> {
    if (log.topics.length !== 3 && log.topics.length !== 4) return;
    const from = addressFromTopic(log.topics[1]!);
    const to = addressFromTopic(log.topics[2]!);
    const safes = [from, to].filter(
      (a, i, all) => a !== ZeroAddress && this.known.has(a) && all.indexOf(a) === i,
    );
    if (!safes.length) return;
    const erc721 = log.topics.length === 4;
    const token = getAddress(log.address);
    await ensureToken(this.ctx, token, erc721 ? 'ERC721' : 'ERC20');
    const amount = erc721 ? null : String(coder.decode(['uint256'], log.data)[0]);
    const tokenId = erc721 ? BigInt(log.topics[3]!).toString() : null;
    const at = await this.time(log.blockNumber);
    const id = `e${log.transactionHash.slice(2)}${log.index}`;
    for (const safe of safes) {
      this.touched.add(safe);
      this.ctx.db.run(
        `INSERT INTO transfers (id, safe, type, token_address, from_address, to_address, value, token_id,
           tx_hash, block_number, log_index, executed_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)
         ON CONFLICT(safe, id) DO UPDATE SET block_number = excluded.block_number, executed_at = excluded.executed_at`,
        [
          id,
          safe,
          erc721 ? 'ERC721' : 'ERC20',
          token,
          from,
          to,
          amount,
          tokenId,
          log.transactionHash,
          log.blockNumber,
          log.index,
          at,
        ],
      );
      if (safe === to)
        this.ctx.alerts.emit({
          type: 'INCOMING_TOKEN',
          safe,
          txHash: log.transactionHash,
          tokenAddress: token,
          ...(erc721 ? { tokenId: tokenId! } : { value: amount! }),
        });
    }
  }
}
