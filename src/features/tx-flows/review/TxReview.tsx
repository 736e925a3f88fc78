// The review every transaction this app has signed goes through, whether a user typed it (a new
// transaction) or the app built it (a rejection, an on-chain message signature): what it does in
// words, the decoded call, the delegatecall allow-list, every SafeTx field and the safeTxHash
// computed here, the chain's owners / threshold / nonce, the nonce (fixed with its reason, or
// chosen from the chain and the queue) and the local simulation (a failure needs "Propose anyway").
// Then sign and propose through the outbox. Decision first: what it does, the call, the
// simulation, the verdict and the sticky "Sign and propose"; the chain facts, nonce and fields one
// tap away unless something there is wrong.
import { useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import type { DataDecoded } from '../../../gateway';
import { decodeCalldata, type SafeCall } from '../../../safe';
import { useGatewayClient } from '../../../session/gateway/useGatewayClient';
import { useWalletSession } from '../../../session/wallet/useWalletSession';
import { ActionBar, DecisionSkipLink } from '../../shared/ActionBar';
import type { ReadySafe } from '../../shared/RequireSafe';
import { DecodedDataView } from '../../shared/transactions/DecodedDataView';
import { HexData } from '../../shared/transactions/HexData';
import { SimulationPanel, type SimulationOutcome } from '../simulation/SimulationPanel';
import { isTypedDataUnsupported, type SigningMethod } from '../signHash';
import type { DeliveryOutcome, TxFlowContext } from '../txFlows';
import { FlowStatus } from '../FlowStatus';
import { useFlowRunner } from '../useFlowRunner';
import { walletBlocker } from '../walletBlocker';
import { proposeNewTransaction } from '../new/proposeNewTransaction';
import { useFocusOnMount } from '../new/useFocusOnMount';
import { useChainFacts } from '../new/useChainFacts';
import { useSafeTxGas } from '../new/useNewTxDraftFields';
import { ChainChecks } from './ChainChecks';
import { OneTapAway } from '../../shared/OneTapAway';
import { ReviewBlocked } from './ReviewBlocked';
import { useReviewNonce, type FixedNonce } from './ReviewNonce';
import { useReviewedHash } from './useReviewedHash';
import { SafeTxFields } from './SafeTxFields';
import { useBuiltCallStops } from './useBuiltCallStops';
import { SigningHardwareScreen } from '../SigningHardwareScreen';
import './review.css';

/** Props of TxReview. */
export interface TxReviewProps {
  safe: ReadySafe;
  /** The heading ("Review", "Review the rejection"). */
  title?: string;
  /** Who built the transaction and why, when the app did ("Built by Countersign to …"). */
  origin?: string;
  /** What it does, in words, one line per action. */
  summaries: readonly string[];
  /** The one call the Safe makes. */
  call: SafeCall;
  /** A nonce fixed by what the transaction is; else it is chosen from the chain and the queue. */
  fixedNonce?: FixedNonce;
  /** Reasons, found by the caller, not to sign (each blocks, in words). */
  blockers?: readonly string[];
  /** A check of the caller still running: signing waits for it. */
  checking?: string | null;
  /**
   * The proposal's `origin` field as the gateway keeps it (a Safe App's `{"url","name"}` JSON), so
   * every owner's list names the app that asked.
   */
  proposalOrigin?: string;
  /** The outbox label; ", nonce N" is added. */
  label: string;
  /** The label of the button that leaves the review ("Back", "Cancel"). */
  backLabel?: string;
  onBack: () => void;
  /** The proposal is signed and stored (sent or waiting in the outbox). */
  onProposed: (result: { safeTxHash: string; outcome: DeliveryOutcome }) => void;
}

/** The review, sign and propose step for any transaction the app has signed. */
export function TxReview({
  safe,
  title = 'Review',
  origin,
  proposalOrigin,
  summaries,
  call,
  fixedNonce,
  blockers = [],
  checking = null,
  label,
  backLabel = 'Back',
  onBack,
  onProposed,
}: TxReviewProps) {
  const client = useGatewayClient();
  const queryClient = useQueryClient();
  const wallet = useWalletSession();
  const { state, problem, rpcUrl, disagreements, sources } = useChainFacts(safe);
  const nonce = useReviewNonce(safe, state, fixedNonce);
  const gas = useSafeTxGas(safe, call);
  const [simulation, setSimulation] = useState<SimulationOutcome>({ status: 'running' });
  // "Propose anyway" answers one simulated transaction: a changed nonce asks again.
  const [proposeAnyway, setProposeAnyway] = useState<string | null>(null);
  const [fallback, setFallback] = useState(false);
  const { state: flow, run, busy } = useFlowRunner();
  const heading = useFocusOnMount<HTMLHeadingElement>();
  const barId = `review-decision-${useId().replace(/:/g, '')}`;

  const { transaction, version, official, safeTxHash, typedData } = useReviewedHash(
    safe,
    call,
    state,
    nonce.nonce,
    gas.safeTxGas,
  );
  // An outcome belongs to one transaction: a changed nonce starts a new simulation (the panel is
  // keyed by the hash, so it reports again) and nothing earlier counts for it.
  const [simulatedHash, setSimulatedHash] = useState(safeTxHash);
  if (simulatedHash !== safeTxHash) {
    setSimulatedHash(safeTxHash);
    setSimulation({ status: 'running' });
  }
  const decoded = decodeCalldata(call.data);
  const { callWarnings, stops } = useBuiltCallStops(
    call,
    safe.safeAddress,
    blockers,
    nonce.problem,
  );
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
    stops.length > 0 ||
    checking !== null ||
    simulationBlocks ||
    simulation.status === 'running';

  // The chain facts, nonce and fields are one tap away unless one of them is what is wrong.
  const evidenceWrong =
    problem !== null ||
    !!chainMismatch ||
    disagreements.length > 0 ||
    nonce.problem !== null ||
    !!gas.problem;

  const propose = (method: SigningMethod) => {
    if (!transaction || !safeTxHash || !version || disabled) return;
    setFallback(false);
    const ctx: TxFlowContext = {
      client,
      queryClient,
      chain: safe.chain,
      safeAddress: safe.safeAddress,
      wallet,
      ...(rpcUrl ? { rpcUrl } : {}),
    };
    const outboxLabel = `${label}, nonce ${transaction.nonce}`;
    void run('Waiting for your wallet’s signature…', async () => {
      try {
        const outcome = await proposeNewTransaction(
          ctx,
          {
            transaction,
            version,
            safeTxHash,
            label: outboxLabel,
            ...(proposalOrigin ? { origin: proposalOrigin } : {}),
          },
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
    <section
      className="stack new-tx-review tx-review"
      aria-labelledby="tx-review-title"
      data-testid="tx-review"
    >
      <h2 id="tx-review-title" ref={heading} tabIndex={-1}>
        {title}
      </h2>
      <DecisionSkipLink target={barId}>Go to Sign and propose</DecisionSkipLink>
      {origin && (
        <p className="hint" data-testid="review-origin">
          {origin}
        </p>
      )}
      <ol className="new-tx-actions" data-testid="new-tx-summary">
        {summaries.map((summary, index) => (
          <li key={index}>{summary}</li>
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
      {callWarnings.map((finding, index) => (
        <p key={index} className="notice warning" data-code={finding.code}>
          {finding.message}
          {finding.actual ? ` (${finding.actual})` : ''}.
        </p>
      ))}

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

      {/* The verdict: live nodes that exist from the start (the alert never switches role). */}
      <div role="alert" className="review-verdict">
        <ReviewBlocked reasons={stops} />
        {blocker && <p className="field-error">{blocker}</p>}
      </div>
      <p className="hint" role="status">
        {checking && stops.length === 0 ? checking : ''}
      </p>
      <SigningHardwareScreen
        typedData={typedData}
        ethSignHash={fallback ? safeTxHash : null}
        what="this proposal"
      />
      <ActionBar id={barId} label="Sign and propose this transaction" testId="review-action-bar">
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
            className="button secondary"
            disabled={disabled}
            onClick={() => propose('eth_sign')}
          >
            Sign the bare hash instead (eth_sign)
          </button>
        )}
        <button type="button" className="button secondary" onClick={onBack} disabled={busy}>
          {backLabel}
        </button>
        <FlowStatus state={flow} showResult={false} />
      </ActionBar>
      {fallback && (
        <p className="notice warning">
          Your wallet cannot sign typed data. eth_sign shows only a hash: compare it with the
          safeTxHash below before you sign.
        </p>
      )}

      <OneTapAway
        summary="Chain checks, nonce and every field of the Safe transaction"
        expanded={evidenceWrong}
      >
        <ChainChecks
          safe={safe}
          state={state}
          problem={problem}
          version={version}
          official={official}
          disagreements={disagreements}
          sources={sources}
        />

        {nonce.field}

        <h3>Safe transaction</h3>
        {transaction ? (
          <SafeTxFields transaction={transaction} safeTxHash={safeTxHash} />
        ) : (
          <p className={gas.problem ? 'field-error' : 'hint'} role="status">
            {gas.problem ?? gas.note}
          </p>
        )}
        {gas.note && transaction && <p className="hint">{gas.note}</p>}
      </OneTapAway>
    </section>
  );
}
