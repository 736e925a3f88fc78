// The decision on a queued transaction: review verdict, simulation, checks, the controls the
// action state allows, and the flows they start (confirm, execute, relay, reject, delete).
import { useQueryClient } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import {
  actionStateOf,
  getDeleteRequestTypedData,
  getSafeTxTypedData,
  hashDeleteRequest,
  type ExecutionFees,
} from '../../safe';
import { useGatewayClient } from '../../session/gateway/useGatewayClient';
import { useChainRpc } from '../../session/rpc/useChainRpc';
import { useWalletSession } from '../../session/wallet/useWalletSession';
import { sendBlockerOf } from '../../wallet/wallet-ids';
import { useOutbox } from '../../session/outbox/useOutbox';
import { DecisionChecks } from './DecisionChecks';
import { DELIVERY_WORDS, describeExecutionFees, executionProgressLabel } from './deliveryWords';
import { useRelayAllowance } from './useRelayAllowance';
import { useCollectedSignatures } from './useCollectedSignatures';
import { DecisionVerdict } from './DecisionVerdict';
import { TxActionBar } from './TxActionBar';
import { chainViewOf, detailsActionInputs, outboxEntriesFor } from './txActionState';
import { useRefreshOnDelivery } from './useRefreshOnDelivery';
import { DeleteDialog } from './DeleteDialog';
import { OutboxList } from './OutboxList';
import { ParentSafeActions } from './ParentSafeActions';
import { RejectFlow } from './RejectFlow';
import { SimulationPanel, type SimulationOutcome } from './simulation/SimulationPanel';
import { isTypedDataUnsupported, type SigningMethod } from './signHash';
import {
  confirmTransaction,
  deleteQueuedTransaction,
  executeTransaction,
  relayExecution,
  type ExecutionProgress,
  type TxFlowContext,
} from './txFlows';
import { useFlowRunner } from './useFlowRunner';
import { useTxReview } from './useTxReview';
import { walletBlocker } from './walletBlocker';
import { SigningHardwareScreen } from './SigningHardwareScreen';
import { EthSignFallback } from './EthSignFallback';
import { HardwareWalletScreen } from '../shared/HardwareWalletScreen';
import type { TransactionScreen } from '../../safe/hardware-screen';
import './decision.css';

import type { TxActionsProps } from './TxActions';

type SignedFlow = 'confirm' | 'delete';

/** The controls and flows of a transaction that waits (kept after it settles, for the result). */
export function QueuedTxActions({
  details,
  safe,
  safeInfo,
  settled,
  lifecycle,
}: TxActionsProps & { settled: boolean }) {
  const client = useGatewayClient();
  const queryClient = useQueryClient();
  const wallet = useWalletSession();
  const { gate, reviewed, review } = useTxReview(details, safeInfo, safe.chain, safe.safeAddress);
  const { state, run, setLabel, busy } = useFlowRunner();
  const [fallbackFor, setFallbackFor] = useState<SignedFlow | null>(null);
  // Reject and Delete ask first (a dialog), and a rejection is reviewed like any transaction.
  const [asking, setAsking] = useState<'reject' | 'delete' | null>(null);
  const rpc = useChainRpc(safe.chain);
  const [simulation, setSimulation] = useState<SimulationOutcome>({ status: 'running' });
  const [overrideFailed, setOverrideFailed] = useState(false);
  const [ticked, setTicked] = useState<ReadonlySet<string>>(new Set());
  // This device's own execution, once mined: the controls go at once, before any refetch.
  const [minedHere, setMinedHere] = useState<string | null>(null);
  // The chain transaction this device's execution sends, fixed before the wallet is asked.
  const [executionScreen, setExecutionScreen] = useState<TransactionScreen | null>(null);
  const info =
    details.detailedExecutionInfo?.type === 'MULTISIG' ? details.detailedExecutionInfo : null;
  const gone = lifecycle?.gone != null;
  // Owners and threshold as the chain reports them (the review's read), never the gateway's.
  const chain = chainViewOf(review);
  const owners = useMemo(() => chain?.owners ?? [], [chain?.owners]);
  const threshold = chain?.threshold ?? Number.POSITIVE_INFINITY;
  const me = wallet.address;
  const isOwner = me !== null && owners.some((o) => o.toLowerCase() === me.toLowerCase());
  const blocker = walletBlocker(wallet, safe.chain, chain === null || isOwner);
  const outboxItems = useOutbox(client, { chainId: safe.chainId, safe: safe.safeAddress }).items;
  const outbox = useMemo(
    () => outboxEntriesFor(outboxItems, info?.safeTxHash ?? null),
    [outboxItems, info?.safeTxHash],
  );
  useRefreshOnDelivery(outboxItems, info?.safeTxHash ?? null, safe.chainId, details.txId);
  const collected = useCollectedSignatures(reviewed, info, chain ? owners : null, threshold, me);
  const safeTxTypedData = useMemo(
    () =>
      reviewed
        ? getSafeTxTypedData({
            safeAddress: safe.safeAddress,
            chainId: safe.chainId,
            version: reviewed.version,
            transaction: reviewed.transaction,
          })
        : null,
    [reviewed, safe.safeAddress, safe.chainId],
  );
  const relay = useRelayAllowance(client, safe.chainId, safe.safeAddress);
  // Confirming or executing what the simulation says fails takes an explicit "anyway"; while it
  // runs (a few eth_calls) both wait for it.
  const simulationHold =
    simulation.status === 'running'
      ? 'The simulation is still running.'
      : simulation.status === 'failed' && !overrideFailed
        ? 'The simulation says it fails: tick “Sign or execute anyway” to go on.'
        : null;
  const inputs = detailsActionInputs({
    details,
    review,
    gate,
    transaction: reviewed?.transaction ?? null,
    outbox,
    connectedAddress: me,
    lifecycle:
      minedHere !== null
        ? { gone: lifecycle?.gone ?? null, minedExecution: { txHash: minedHere } }
        : lifecycle,
  });
  const dangerousCodes = inputs.verdict.status === 'ok' ? (inputs.verdict.dangerous ?? []) : [];
  const action = actionStateOf({
    ...inputs,
    walletBlocker: blocker,
    sendBlocker: sendBlockerOf(wallet.connection?.detail.info.rdns),
    busy,
    approvalHold: simulationHold,
    dangerousAcknowledged: dangerousCodes.every((warning) => ticked.has(warning.code)),
  });
  const { controls } = action;
  const hasSigned =
    me !== null &&
    !!collected?.signed.signatures.some((s) => s.signer.toLowerCase() === me.toLowerCase());
  const ctx: TxFlowContext = {
    client,
    queryClient,
    chain: safe.chain,
    safeAddress: safe.safeAddress,
    wallet,
    ...(rpc.status === 'ok' ? { rpcUrl: rpc.url } : {}),
  };
  let sentFees: ExecutionFees | undefined;
  const progress = (p: ExecutionProgress) => {
    if (p.phase === 'signing') {
      sentFees = p.fees;
      if (p.screen) setExecutionScreen(p.screen);
    }
    setLabel(executionProgressLabel(p));
  };

  const signed = (flow: SignedFlow, method: SigningMethod) => {
    if (!reviewed) return;
    setFallbackFor(null);
    const what = { confirm: 'Your confirmation', delete: 'The deletion' }[flow];
    const act = { confirm: confirmTransaction, delete: deleteQueuedTransaction }[flow];
    void run('Waiting for your wallet’s signature…', async () => {
      try {
        const outcome = await act(ctx, reviewed, method);
        return `${what} was ${DELIVERY_WORDS[outcome]}`;
      } catch (error) {
        if (method === 'typed-data' && isTypedDataUnsupported(error)) setFallbackFor(flow);
        throw error;
      }
    });
  };
  const execute = (via: 'wallet' | 'relay') => {
    if (!reviewed || !collected) return;
    const signatures = via === 'wallet' ? collected.withMe.signatures : collected.signed.signatures;
    setExecutionScreen(null);
    void run(via === 'wallet' ? 'Preparing the execution…' : 'Asking the relay…', async () => {
      const hash =
        via === 'wallet'
          ? await executeTransaction(ctx, reviewed, signatures, progress)
          : await relayExecution(ctx, reviewed, signatures, progress);
      setMinedHere(hash);
      const fees =
        via === 'wallet' && sentFees ? ` Sent with ${describeExecutionFees(sentFees)}.` : '';
      return `Executed in transaction ${hash}.${fees} It appears in the history once the gateway has indexed it.`;
    });
  };
  const relayLeft = relay.data?.remaining ?? 0;
  const deleteParameters = reviewed
    ? { safeAddress: safe.safeAddress, chainId: safe.chainId, safeTxHash: reviewed.safeTxHash }
    : null;
  // What eth_sign would sign: the DeleteRequest's hash for a deletion, else the safeTxHash.
  const fallbackHash =
    deleteParameters &&
    (fallbackFor === 'delete' ? hashDeleteRequest(deleteParameters) : deleteParameters.safeTxHash);
  // A gone transaction keeps only what a flow run here said (the proposer's "deletion was sent").
  if (gone && state.phase === 'idle') return null;
  const finished = settled || ['executed', 'deleted', 'replaced'].includes(action.status);

  // What happens (the simulation's balance changes) → the verdict in one line → the decision.
  return (
    <section
      className="tx-actions decision"
      aria-labelledby="tx-actions-title"
      data-testid="tx-actions"
    >
      <h2 id="tx-actions-title" className="decision-title">
        Sign
      </h2>
      {!finished && reviewed && (
        <SimulationPanel safe={safe} transaction={reviewed.transaction} onOutcome={setSimulation} />
      )}
      {!finished && <DecisionVerdict gate={gate} />}
      {!finished && (
        <DecisionChecks
          action={action}
          gate={gate}
          blocker={blocker}
          hasSigned={hasSigned}
          simulationFailed={simulation.status === 'failed'}
          overrideFailed={overrideFailed}
          onOverrideFailed={setOverrideFailed}
          ticked={ticked}
          onTick={(code, on) =>
            setTicked((before) => {
              const next = new Set(before);
              if (on) next.add(code);
              else next.delete(code);
              return next;
            })
          }
        />
      )}
      {!finished && reviewed && controls.confirm.visible && (
        <SigningHardwareScreen typedData={safeTxTypedData} what="your confirmation" />
      )}
      {executionScreen && <HardwareWalletScreen screen={executionScreen} what="execution" />}
      <TxActionBar
        action={action}
        finished={finished}
        enough={
          collected ? { signed: collected.signed.enough, withMe: collected.withMe.enough } : null
        }
        relay={relay.data ? { remaining: relayLeft, limit: relay.data.limit } : null}
        flow={state}
        onConfirm={() => signed('confirm', 'typed-data')}
        onExecute={() => execute('wallet')}
        onRelay={() => execute('relay')}
        onReject={() => setAsking('reject')}
        onDelete={() => setAsking('delete')}
      />
      {!settled && reviewed?.chainOwners && (
        <ParentSafeActions
          safe={safe}
          owners={reviewed.chainOwners}
          reviewed={reviewed}
          details={details}
          unverified={gate.status !== 'ok'}
        />
      )}
      {asking === 'reject' && reviewed && (
        <RejectFlow
          safe={safe}
          nonce={reviewed.transaction.nonce}
          onClose={() => setAsking(null)}
        />
      )}
      {asking === 'delete' && reviewed && (
        <DeleteDialog
          nonce={reviewed.transaction.nonce}
          typedData={deleteParameters ? getDeleteRequestTypedData(deleteParameters) : null}
          onCancel={() => setAsking(null)}
          onConfirm={() => {
            setAsking(null);
            signed('delete', 'typed-data');
          }}
        />
      )}
      {fallbackFor && !busy && fallbackHash && (
        <EthSignFallback
          flow={fallbackFor}
          hash={fallbackHash}
          enabled={controls[fallbackFor].enabled}
          onSign={() => signed(fallbackFor, 'eth_sign')}
        />
      )}
      {!gone && (
        <OutboxList
          chainId={safe.chainId}
          safeAddress={safe.safeAddress}
          safeTxHash={info?.type === 'MULTISIG' ? info.safeTxHash : details.txId}
        />
      )}
    </section>
  );
}
