// Review of a new transaction before anyone signs: the actions in words, the decoded call, every
// SafeTx field and the safeTxHash computed here, the chain's owners / threshold / nonce, and the
// local simulation (a failure needs an explicit "Propose anyway"). Then sign and propose.
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { DataDecoded } from '../../../gateway';
import {
  calculateSafeTxHash,
  decodeCalldata,
  findSingletonByCodeHash,
  type SafeCall,
} from '../../../safe';
import { useGatewayClient } from '../../../session/gateway/useGatewayClient';
import { useWalletSession } from '../../../session/wallet/useWalletSession';
import type { ReadySafe } from '../../shared/RequireSafe';
import { DecodedDataView } from '../../shared/transactions/DecodedDataView';
import { HexData } from '../../shared/transactions/HexData';
import { SimulationPanel, type SimulationOutcome } from '../simulation/SimulationPanel';
import { isTypedDataUnsupported, type SigningMethod } from '../signHash';
import type { DeliveryOutcome, TxFlowContext } from '../txFlows';
import { useFlowRunner } from '../useFlowRunner';
import { walletBlocker } from '../walletBlocker';
import type { NewTxAction } from './actions';
import { NonceField, nonceOf, useNonceChoice } from './NonceField';
import { proposeNewTransaction } from './proposeNewTransaction';
import { useFocusOnMount } from './useFocusOnMount';
import { useChainFacts } from './useChainFacts';
import { ChainSources } from '../../shared/transactions/ChainSources';
import { completeTransaction, useSafeTxGas } from './useNewTxDraftFields';

/** Props of ReviewStep. */
export interface ReviewStepProps {
  safe: ReadySafe;
  actions: readonly NewTxAction[];
  /** The one call the Safe makes (the action's, or the MultiSendCallOnly batch). */
  call: SafeCall;
  onBack: () => void;
  /** The proposal is signed and stored (sent or waiting in the outbox). */
  onProposed: (result: { safeTxHash: string; outcome: DeliveryOutcome }) => void;
}

const OPERATION_WORDS = ['CALL', 'DELEGATECALL'] as const;

/** The review, sign and propose step. */
export function ReviewStep({ safe, actions, call, onBack, onProposed }: ReviewStepProps) {
  const client = useGatewayClient();
  const queryClient = useQueryClient();
  const wallet = useWalletSession();
  const { state, problem, rpcUrl, disagreements, sources } = useChainFacts(safe);
  const choice = useNonceChoice(safe, state);
  const [nonceText, setNonceText] = useState('');
  const gas = useSafeTxGas(safe, call);
  const [simulation, setSimulation] = useState<SimulationOutcome>({ status: 'running' });
  // "Propose anyway" answers one simulated transaction: a changed nonce asks again.
  const [proposeAnyway, setProposeAnyway] = useState<string | null>(null);
  const [fallback, setFallback] = useState(false);
  const { state: flow, run, busy } = useFlowRunner();
  const heading = useFocusOnMount<HTMLHeadingElement>();

  const nonce = choice ? nonceOf(nonceText, choice) : null;
  const transaction = completeTransaction(call, nonce, gas.safeTxGas);
  // The domain follows the code the proxy runs (an official singleton's version), VERSION() only
  // when the code is not an official one — and then the review says so.
  const official = state ? findSingletonByCodeHash(state.implementationCodeHash) : undefined;
  const version = official?.version ?? state?.version ?? null;
  const safeTxHash =
    transaction && version
      ? calculateSafeTxHash({
          safeAddress: safe.safeAddress,
          chainId: safe.chainId,
          version,
          transaction,
        })
      : null;
  // An outcome belongs to one transaction: a changed nonce starts a new simulation (the panel is
  // keyed by the hash, so it reports again) and nothing earlier counts for it.
  const [simulatedHash, setSimulatedHash] = useState(safeTxHash);
  if (simulatedHash !== safeTxHash) {
    setSimulatedHash(safeTxHash);
    setSimulation({ status: 'running' });
  }
  const decoded = decodeCalldata(call.data);
  const me = wallet.address;
  const isOwner = !!me && !!state?.owners.some((o) => o.toLowerCase() === me.toLowerCase());
  const blocker = walletBlocker(wallet, safe.chain, isOwner);
  const chainMismatch = state && state.chainId !== safe.chainId;
  const simulationBlocks = simulation.status === 'failed' && proposeAnyway !== safeTxHash;
  const disabled =
    busy ||
    !transaction ||
    !safeTxHash ||
    !state ||
    !!chainMismatch ||
    disagreements.length > 0 ||
    blocker !== null ||
    simulationBlocks ||
    simulation.status === 'running';

  const propose = (method: SigningMethod) => {
    if (!transaction || !safeTxHash || !version) return;
    setFallback(false);
    const ctx: TxFlowContext = {
      client,
      queryClient,
      chain: safe.chain,
      safeAddress: safe.safeAddress,
      wallet,
      ...(rpcUrl ? { rpcUrl } : {}),
    };
    const label = `${actions.length === 1 ? actions[0]!.summary : `Batch of ${actions.length} actions`}, nonce ${transaction.nonce}`;
    void run('Waiting for your wallet’s signature…', async () => {
      try {
        const outcome = await proposeNewTransaction(
          ctx,
          { transaction, version, safeTxHash, label },
          method,
        );
        onProposed({ safeTxHash, outcome });
        return outcome;
      } catch (error) {
        if (method === 'typed-data' && isTypedDataUnsupported(error)) setFallback(true);
        throw error;
      }
    });
  };

  return (
    <section className="stack new-tx-review" aria-labelledby="new-tx-review-title">
      <h2 id="new-tx-review-title" ref={heading} tabIndex={-1}>
        Review
      </h2>
      <ol className="new-tx-actions" data-testid="new-tx-summary">
        {actions.map((action, index) => (
          <li key={index}>{action.summary}</li>
        ))}
      </ol>

      <h3>Call</h3>
      {decoded ? (
        <DecodedDataView data={decoded as DataDecoded} chain={safe.chain} />
      ) : call.data && call.data !== '0x' ? (
        <HexData value={call.data} label="Call data" />
      ) : (
        <p className="hint">No data: a plain transfer.</p>
      )}

      <h3>Chain checks</h3>
      {state ? (
        <dl className="params" data-testid="new-tx-chain">
          <dt>Owners (on chain)</dt>
          <dd>{state.owners.join(', ')}</dd>
          <dt>Threshold (on chain)</dt>
          <dd>
            {state.threshold} of {state.owners.length}
          </dd>
          <dt>Nonce (on chain)</dt>
          <dd>{state.nonce.toString()}</dd>
          <dt>Version (on chain)</dt>
          <dd>
            {version ?? 'unknown'}
            {official
              ? ' (official singleton)'
              : ' — not an official Safe singleton: check before signing'}
          </dd>
        </dl>
      ) : (
        <p className={problem ? 'field-error' : 'hint'} role={problem ? 'alert' : 'status'}>
          {problem
            ? `The chain could not be read (${problem}): nothing can be signed without it.`
            : 'Reading the Safe from the chain…'}
        </p>
      )}
      {disagreements.length > 0 && (
        <div className="field-error" role="alert" data-testid="new-tx-sources-disagree">
          The RPCs disagree about this Safe; nothing can be signed until they agree:
          <ul>
            {disagreements.map((finding) => (
              <li key={finding.path} data-code={finding.code}>
                {finding.message}
              </li>
            ))}
          </ul>
        </div>
      )}
      <ChainSources sources={sources} />
      {chainMismatch && (
        <p className="field-error" role="alert">
          The RPC answers for chain {state.chainId}, not {safe.chainId}: choose the right RPC in
          Settings.
        </p>
      )}

      {choice ? (
        <NonceField
          safe={safe}
          choice={choice}
          chainNonce={state?.nonce ?? null}
          value={nonceText}
          onChange={setNonceText}
        />
      ) : (
        <p className="hint" role="status">
          Finding the next nonce…
        </p>
      )}

      <h3>Safe transaction</h3>
      {transaction ? (
        <dl className="params" data-testid="new-tx-fields">
          <dt>to</dt>
          <dd className="address">{transaction.to}</dd>
          <dt>value</dt>
          <dd>{transaction.value.toString()}</dd>
          <dt>data</dt>
          <dd>
            <HexData value={transaction.data} label="data" />
          </dd>
          <dt>operation</dt>
          <dd>
            {transaction.operation} ({OPERATION_WORDS[transaction.operation]})
          </dd>
          <dt>safeTxGas</dt>
          <dd>{transaction.safeTxGas.toString()}</dd>
          <dt>baseGas</dt>
          <dd>{transaction.baseGas.toString()}</dd>
          <dt>gasPrice</dt>
          <dd>{transaction.gasPrice.toString()}</dd>
          <dt>gasToken</dt>
          <dd className="address">{transaction.gasToken}</dd>
          <dt>refundReceiver</dt>
          <dd className="address">{transaction.refundReceiver}</dd>
          <dt>nonce</dt>
          <dd>{transaction.nonce.toString()}</dd>
          <dt>safeTxHash (computed here)</dt>
          <dd className="address" data-testid="new-tx-hash">
            {safeTxHash ?? '—'}
          </dd>
        </dl>
      ) : (
        <p className={gas.problem ? 'field-error' : 'hint'} role="status">
          {gas.problem ?? gas.note}
        </p>
      )}
      {gas.note && transaction && <p className="hint">{gas.note}</p>}

      {transaction && (
        <SimulationPanel
          key={safeTxHash ?? 'none'}
          safe={safe}
          transaction={transaction}
          onOutcome={setSimulation}
        />
      )}
      {simulation.status === 'failed' && (
        <div className="notice danger" role="alert">
          <p>
            The simulation failed: {simulation.reason}. Executed now, this transaction would fail.
            It may still succeed later (for example after an earlier nonce executes).
          </p>
          <label>
            <input
              type="checkbox"
              checked={proposeAnyway !== null && proposeAnyway === safeTxHash}
              onChange={(event) => setProposeAnyway(event.target.checked ? safeTxHash : null)}
            />{' '}
            Propose anyway
          </label>
        </div>
      )}

      {blocker && (
        <p className="field-error" role="alert">
          {blocker}
        </p>
      )}
      <div className="row-actions">
        <button type="button" className="button" onClick={onBack} disabled={busy}>
          Back
        </button>
        <button
          type="button"
          className="button primary"
          disabled={disabled}
          onClick={() => propose('typed-data')}
        >
          Sign and propose
        </button>
        {fallback && (
          <button
            type="button"
            className="button"
            disabled={disabled}
            onClick={() => propose('eth_sign')}
          >
            Sign the bare hash instead (eth_sign)
          </button>
        )}
      </div>
      {fallback && (
        <p className="notice warning">
          Your wallet cannot sign typed data. eth_sign shows only a hash: compare it with the
          safeTxHash above before you sign.
        </p>
      )}
      {flow.phase === 'running' && (
        <p role="status" className="hint">
          {flow.label}
        </p>
      )}
      {flow.phase === 'error' && (
        <p className="field-error" role="alert" data-testid="flow-error">
          {flow.message}
        </p>
      )}
    </section>
  );
}
