import type { Log } from 'ethers';
import type { AlertSink } from '../alerts/alert-sink';
import { recordBlocks } from '../chain/raw-transactions';
import type { GatewayContext } from '../context';
import { LogProcessor, INDEXED_TOPICS } from './process-logs';

/** Blocks fetched per eth_getLogs call. */
const BLOCK_CHUNK = 2000;

const SILENT: AlertSink = {
  emit: () => undefined,
  mail: () => undefined,
  sendDigest: async () => [],
  outbox: () => [],
  flush: async () => undefined,
};
const CURSOR_KEY = 'indexer.block';

/**
 * Follows the chain: every poll reads the logs of the blocks since the persisted cursor, so history,
 * transfers, module transactions and owners reflect the chain, including transactions sent outside
 * the app. Runs one sync at a time.
 */
export class Indexer {
  private timer: NodeJS.Timeout | null = null;
  private running: Promise<number> | null = null;
  private stopped = false;
  /** Incremented after every sync that wrote something (cache key for Safe state). */
  generation = 0;
  /** Blocks up to this one are re-indexed after a replay: their alerts were sent the first time. */
  quietUntilBlock = -1;

  constructor(
    private readonly ctx: GatewayContext,
    private readonly pollMs: number,
  ) {}

  /** The last block indexed (-1 before the first sync). */
  get cursor(): number {
    const value = this.ctx.db.getMeta(CURSOR_KEY);
    return value === null ? -1 : Number(value);
  }

  /** Start polling. */
  start(): void {
    this.stopped = false;
    const tick = (): void => {
      if (this.stopped) return;
      this.sync()
        .catch((error: unknown) =>
          console.error('devnet indexer:', error instanceof Error ? error.message : error),
        )
        .finally(() => {
          if (!this.stopped) this.timer = setTimeout(tick, this.pollMs);
        });
    };
    tick();
  }

  /** Stop polling and wait for a sync in flight. */
  async stop(): Promise<void> {
    this.stopped = true;
    if (this.timer) clearTimeout(this.timer);
    await this.running?.catch(() => undefined);
  }

  /** Index up to the chain head as of this call (queued behind a pass in flight). */
  sync(): Promise<number> {
    const pass = (this.running ?? Promise.resolve(0)).catch(() => 0).then(() => this.syncToHead());
    this.running = pass;
    void pass
      .finally(() => {
        if (this.running === pass) this.running = null;
      })
      .catch(() => undefined);
    return pass;
  }

  private async syncToHead(): Promise<number> {
    // Raw RPC: ethers caches getBlockNumber() for a while, which would skip the newest block.
    const head = Number(await this.ctx.provider.send('eth_blockNumber', []));
    let from = this.cursor + 1;
    while (from <= head && !this.stopped) {
      const to = Math.min(from + BLOCK_CHUNK - 1, head);
      const logs: Log[] = await this.ctx.provider.getLogs({
        fromBlock: from,
        toBlock: to,
        topics: [INDEXED_TOPICS],
      });
      await recordBlocks(this.ctx.provider, this.ctx.db, from, to);
      if (logs.length) {
        const ctx = to <= this.quietUntilBlock ? { ...this.ctx, alerts: SILENT } : this.ctx;
        await new LogProcessor(ctx).process(logs);
        this.generation++;
      }
      this.ctx.db.setMeta(CURSOR_KEY, String(to));
      from = to + 1;
    }
    return this.cursor;
  }
}
