// The local simulation of the exact SafeTx about to be signed or executed, over the user's RPC:
// running, success with gas used, a loud failure with the decoded reason, or why it could not run;
// plus the Safe's balance changes where the RPC accepts state overrides.
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useMemo, useRef } from 'react';
import type { ChainInfo } from '../../../gateway';
import type { SafeTransactionData } from '../../../safe';
import { useSimulation, type SimulationState } from '../../../session/simulation/useSimulation';
import type {
  AssetBalanceChange,
  BalanceChangesResult,
} from '../../../session/simulation/simulateSafeTransaction';
import { useGatewayClient } from '../../../session/gateway/useGatewayClient';
import { AddressView } from '../../shared/AddressView';
import { formatTokenAmount } from '../../shared/format';
import type { ReadySafe } from '../../shared/RequireSafe';
import { cachedHeldTokens } from './heldTokens';
import './simulation.css';

/** How a local simulation ended; `unavailable` = it could not be run (no RPC, no accessor…). */
export type SimulationOutcome =
  | { status: 'running' }
  | { status: 'success'; gasUsed: bigint }
  | { status: 'failed'; reason: string; gasUsed: bigint | null }
  | { status: 'unavailable'; reason: string };

/** Props of SimulationPanel. */
export interface SimulationPanelProps {
  safe: ReadySafe;
  /** The exact SafeTx that will be signed (nonce included). */
  transaction: SafeTransactionData;
  /** Every change of the outcome, so a flow can demand an explicit "continue anyway" on failure. */
  onOutcome?: (outcome: SimulationOutcome) => void;
}

/** The outcome a flow acts on, from the full simulation state. */
export function outcomeOf(state: SimulationState): SimulationOutcome {
  switch (state.status) {
    case 'running':
      return { status: 'running' };
    case 'success':
      return { status: 'success', gasUsed: state.gasUsed };
    case 'failed':
      return {
        status: 'failed',
        reason: state.revert?.message ?? 'Reverted.',
        gasUsed: state.gasUsed,
      };
    default:
      return { status: 'unavailable', reason: state.reason };
  }
}

const outcomeKey = (o: SimulationOutcome) =>
  o.status === 'success'
    ? `success:${o.gasUsed}`
    : o.status === 'failed'
      ? `failed:${o.reason}:${o.gasUsed ?? ''}`
      : o.status === 'unavailable'
        ? `unavailable:${o.reason}`
        : 'running';

/** Simulates `transaction` on the user's RPC and shows the outcome. */
export function SimulationPanel({ safe, transaction, onOutcome }: SimulationPanelProps) {
  const queryClient = useQueryClient();
  const { baseUrl } = useGatewayClient();
  const heldKey = cachedHeldTokens(queryClient, {
    baseUrl,
    chainId: safe.chainId,
    safeAddress: safe.safeAddress,
  }).join(',');
  const held = useMemo(() => (heldKey ? heldKey.split(',') : []), [heldKey]);
  const { state, rerun } = useSimulation(safe.chain, safe.safeAddress, transaction, held);
  const outcome = outcomeOf(state);
  const key = outcomeKey(outcome);
  // The latest callback without re-running the effect when a parent passes a new function.
  const report = useRef(onOutcome);
  report.current = onOutcome;
  const latest = useRef(outcome);
  latest.current = outcome;
  useEffect(() => {
    report.current?.(latest.current);
  }, [key]);

  return (
    <section
      className="simulation"
      aria-labelledby="simulation-title"
      data-testid="simulation-panel"
      data-status={state.status}
    >
      <h3 id="simulation-title">Simulation</h3>
      <SimulationVerdict state={state} />
      {state.status === 'success' && <BalanceChanges result={state.balances} chain={safe.chain} />}
      {(state.status === 'success' || state.status === 'failed') && (
        <p className="hint">
          Simulated on the current state of the chain, as the Safe itself: signatures, the nonce and
          a guard are not part of it.
        </p>
      )}
      {rerun && (
        <button className="button" type="button" onClick={rerun} data-testid="simulation-rerun">
          Simulate again
        </button>
      )}
    </section>
  );
}

function SimulationVerdict({ state }: { state: SimulationState }) {
  switch (state.status) {
    case 'running':
      return (
        <p role="status" aria-busy="true" className="loading" data-testid="simulation-status">
          Simulating this transaction on your RPC…
        </p>
      );
    case 'success':
      return (
        <p role="status" data-testid="simulation-status">
          <strong>Simulation succeeded.</strong> Gas used by the call:{' '}
          <span data-testid="simulation-gas">{state.gasUsed.toString()}</span> (the Safe’s own
          execution overhead comes on top).
        </p>
      );
    case 'failed':
      return (
        <div className="warning simulation-failed" role="alert" data-testid="simulation-status">
          <p>
            <strong>Simulation failed: this transaction would revert if executed now.</strong>
          </p>
          <p data-testid="simulation-reason">{state.revert?.message ?? 'Reverted.'}</p>
          <p>
            Gas used before the revert:{' '}
            <span data-testid="simulation-gas">{state.gasUsed.toString()}</span>. It may still
            succeed later (for example after an earlier queued transaction), so you may continue —
            but only by saying so explicitly.
          </p>
        </div>
      );
    default:
      return (
        <p role="status" className="hint" data-testid="simulation-status">
          Simulation unavailable: {state.reason}.
        </p>
      );
  }
}

function BalanceChanges({ result, chain }: { result: BalanceChangesResult; chain: ChainInfo }) {
  if (result.status === 'unavailable') {
    return (
      <p className="hint" data-testid="balance-changes-unavailable">
        Balance changes unavailable: {result.reason}.
      </p>
    );
  }
  if (result.changes.length === 0) {
    return (
      <p className="hint" data-testid="balance-changes-none">
        No balance of this Safe changes (native coin and the tokens this transaction calls).
      </p>
    );
  }
  return (
    <div data-testid="balance-changes">
      <h4 id="balance-changes-title">Balance changes of this Safe</h4>
      <ul aria-labelledby="balance-changes-title" className="simulation-changes">
        {result.changes.map((change) => (
          <BalanceChangeRow key={change.token ?? 'native'} change={change} chain={chain} />
        ))}
      </ul>
    </div>
  );
}

function BalanceChangeRow({ change, chain }: { change: AssetBalanceChange; chain: ChainInfo }) {
  const native = change.token === null;
  const decimals = native ? chain.nativeCurrency.decimals : change.decimals;
  const symbol = native ? chain.nativeCurrency.symbol : (change.symbol ?? 'units');
  const amount = useMemo(() => {
    const magnitude = change.delta < 0n ? -change.delta : change.delta;
    return `${change.delta < 0n ? '−' : '+'}${formatTokenAmount(magnitude.toString(), decimals)} ${symbol}`;
  }, [change.delta, decimals, symbol]);
  return (
    <li data-testid="balance-change">
      <span data-testid="balance-change-amount">{amount}</span>
      {native ? (
        <span className="hint"> (native coin)</span>
      ) : (
        <>
          {' '}
          <AddressView address={change.token!} chain={chain} short />
          {decimals === null && <span className="hint"> (decimals unknown: raw units)</span>}
        </>
      )}
    </li>
  );
}
