import type { TransactionItem, TransactionSummary } from '../../../src/gateway/types';
import type { GatewayContext } from '../context';
import type { SqlValue } from 'sql.js';
import { validationError } from '../http/errors';
import { nextPageUrl, page, parseCursor, previousPageUrl } from '../http/paging';
import type { RequestContext, Router } from '../http/router';
import { parseAddress, parseTimezone, queryBool, queryInt } from '../http/validation';
import { withDateLabels, type DayGrouping } from '../mappers/date-labels';
import { historyCount, historySummaries } from '../mappers/history';
import { multisigSummary } from '../mappers/multisig';
import { creationSummary, moduleSummary, transferSummary } from '../mappers/other-transactions';
import { queueItems } from '../mappers/queue';
import { MULTISIG_COLUMNS, toModuleRow, toMultisigRow, toTransferRow } from '../store/rows';
import { ok, requireSafe } from './common';

/** A WHERE clause for one Safe's rows, grown by optional filters with numbered placeholders. */
function safeFilter(safeAddress: string, ...fixed: string[]) {
  const conditions = ['safe = ?1', ...fixed];
  const params: SqlValue[] = [safeAddress];
  return {
    params,
    /** Adds `sql` (one `?`) bound to `value` when the filter was given. */
    bind(sql: string, value: SqlValue | null) {
      if (value === null) return;
      params.push(value);
      conditions.push(sql.replace('?', `?${params.length}`));
    },
    /** Adds a condition without a value. */
    require(sql: string) {
      conditions.push(sql);
    },
    where: () => conditions.join(' AND '),
  };
}

function item(transaction: TransactionSummary): TransactionItem {
  return { type: 'TRANSACTION', transaction, conflictType: 'None' };
}

/** A date filter (`execution_date__gte`): an ISO date, as ms; 422 when unparsable. */
function dateFilter(req: RequestContext, name: string): number | null {
  const raw = req.query.get(name);
  if (raw === null) return null;
  const ms = Date.parse(raw);
  if (Number.isNaN(ms)) throw validationError('Invalid date', [name]);
  return ms;
}

function addressFilter(req: RequestContext, name: string): string | null {
  const raw = req.query.get(name);
  return raw === null ? null : parseAddress(raw, [name]);
}

/** Queue, history and the three raw transaction lists. */
export function registerTransactionListRoutes(router: Router, ctx: GatewayContext): void {
  router.add('GET', '/v1/chains/:chainId/safes/:safeAddress/transactions/queued', async (req) => {
    const trusted = queryBool(req.query, 'trusted', true);
    const safe = await requireSafe(ctx, req, 'safeAddress');
    const window = parseCursor(req.query);
    const where = `safe = ? AND executed = 0 AND nonce >= ? ${trusted ? 'AND trusted = 1' : ''}`;
    const total = Number(
      ctx.db.get(`SELECT COUNT(*) AS n FROM multisig_txs WHERE ${where}`, [
        safe.address,
        safe.nonce,
      ])?.n,
    );
    const start = Math.max(window.offset - 1, 0);
    const rows = ctx.db
      .all(
        `SELECT ${MULTISIG_COLUMNS} FROM multisig_txs WHERE ${where} ORDER BY nonce, submitted_at LIMIT ? OFFSET ?`,
        [safe.address, safe.nonce, window.limit + (window.offset > 0 ? 2 : 1), start],
      )
      .map(toMultisigRow);
    const previous = window.offset > 0 ? (rows.shift() ?? null) : null;
    const pageRows = rows.slice(0, window.limit);
    const results = queueItems(ctx, safe, {
      previous,
      page: pageRows,
      next: rows[window.limit] ?? null,
    });
    return ok({
      count: results.length,
      next: nextPageUrl(req.requestUrl, window, total),
      previous: previousPageUrl(req.requestUrl, window),
      results,
    });
  });

  router.add('GET', '/v1/chains/:chainId/safes/:safeAddress/transactions/history', async (req) => {
    const trusted = queryBool(req.query, 'trusted', true);
    queryBool(req.query, 'imitation', true);
    const offsetMs = queryInt(req.query, 'timezone_offset', 0);
    const timezone = req.query.get('timezone');
    const grouping: DayGrouping =
      timezone !== null ? { timezone: parseTimezone(timezone, ['timezone']) } : { offsetMs };
    const safe = await requireSafe(ctx, req, 'safeAddress');
    const window = parseCursor(req.query);
    const total = historyCount(ctx, safe.address, trusted);
    const start = Math.max(window.offset - 1, 0);
    const summaries = historySummaries(
      ctx,
      safe,
      trusted,
      start,
      window.limit + (window.offset > 0 ? 1 : 0),
    );
    const previous = window.offset > 0 ? (summaries.shift() ?? null) : null;
    const next = nextPageUrl(req.requestUrl, window, total);
    if (!next) {
      const creation = creationSummary(ctx, safe.address);
      if (creation) summaries.push(creation);
    }
    return ok({
      count: total,
      next,
      previous: previousPageUrl(req.requestUrl, window),
      results: withDateLabels(summaries, previous, grouping),
    });
  });

  router.add('GET', '/v1/chains/:chainId/safes/:address/incoming-transfers', async (req) => {
    const trusted = queryBool(req.query, 'trusted', true);
    const gte = dateFilter(req, 'execution_date__gte');
    const lte = dateFilter(req, 'execution_date__lte');
    const to = addressFilter(req, 'to');
    const tokenAddress = addressFilter(req, 'token_address');
    const value = req.query.get('value');
    const safe = await requireSafe(ctx, req);
    const filter = safeFilter(safe.address, 'to_address = ?1');
    if (trusted)
      filter.require(
        '(token_address IS NULL OR token_address IN (SELECT address FROM tokens WHERE trusted = 1))',
      );
    filter.require("(type = 'ERC721' OR value != '0')");
    filter.bind('executed_at >= ?', gte);
    filter.bind('executed_at <= ?', lte);
    filter.bind('to_address = ?', to);
    filter.bind('token_address = ?', tokenAddress);
    filter.bind('value = ?', value);
    return ok(
      listPage(
        req,
        `SELECT * FROM transfers WHERE ${filter.where()} ORDER BY executed_at DESC, log_index DESC`,
        filter.params,
        (r) => item(transferSummary(ctx, toTransferRow(r))),
        false,
      ),
    );
  });

  router.add('GET', '/v1/chains/:chainId/safes/:address/module-transactions', async (req) => {
    const to = addressFilter(req, 'to');
    const module = addressFilter(req, 'module');
    const txHash = req.query.get('transaction_hash');
    const safe = await requireSafe(ctx, req);
    const filter = safeFilter(safe.address);
    filter.bind('to_address = ?', to);
    filter.bind('module = ?', module);
    filter.bind('tx_hash = ?', txHash?.toLowerCase() ?? null);
    return ok(
      listPage(
        req,
        `SELECT * FROM module_txs WHERE ${filter.where()} ORDER BY executed_at DESC, log_index DESC`,
        filter.params,
        (r) => item(moduleSummary(ctx, toModuleRow(r))),
        true,
      ),
    );
  });

  router.add('GET', '/v1/chains/:chainId/safes/:address/multisig-transactions', async (req) => {
    const gte = dateFilter(req, 'execution_date__gte');
    const lte = dateFilter(req, 'execution_date__lte');
    const to = addressFilter(req, 'to');
    const value = req.query.get('value');
    const nonce = req.query.get('nonce');
    const executed =
      req.query.get('executed') === null ? null : queryBool(req.query, 'executed', false);
    const safe = await requireSafe(ctx, req);
    const filter = safeFilter(safe.address);
    filter.bind('executed_at >= ?', gte);
    filter.bind('executed_at <= ?', lte);
    filter.bind('to_address = ?', to);
    filter.bind('value = ?', value);
    filter.bind('nonce = ?', nonce === null ? null : Number(nonce));
    filter.bind('executed = ?', executed === null ? null : executed ? 1 : 0);
    return ok(
      listPage(
        req,
        `SELECT ${MULTISIG_COLUMNS} FROM multisig_txs WHERE ${filter.where()} ORDER BY nonce DESC, submitted_at DESC`,
        filter.params,
        (r) => item(multisigSummary(ctx, toMultisigRow(r), safe)),
        false,
      ),
    );
  });

  function listPage<T>(
    req: RequestContext,
    sql: string,
    params: SqlValue[],
    map: (row: Record<string, SqlValue>) => T,
    withCount: boolean,
  ) {
    const window = parseCursor(req.query);
    const total = Number(ctx.db.get(`SELECT COUNT(*) AS n FROM (${sql})`, params)?.n ?? 0);
    const rows = ctx.db.all(`${sql} LIMIT ${window.limit} OFFSET ${window.offset}`, params);
    return page(req.requestUrl, window, rows.map(map), total, withCount);
  }
}
