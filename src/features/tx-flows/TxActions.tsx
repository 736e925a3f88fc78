// What the connected owner can do with a queued transaction: confirm, execute (wallet or relay),
// reject, delete. Signing is possible only when the review on this device verified the data.
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { getRelayCount, type SafeInfo, type TransactionDetails } from '../../gateway';
import { gatewayKeys } from '../../query/keys';
import { collectExecutionSignatures, type ExecutionFees } from '../../safe';
import { useGatewayClient } from '../../session/gateway/useGatewayClient';
import { useChainRpc } from '../../session/rpc/useChainRpc';
import { useWalletSession } from '../../session/wallet/useWalletSession';
import type { ReadySafe } from '../shared/RequireSafe';
import { OutboxList } from './OutboxList';
import { SimulationPanel, type SimulationOutcome } from './simulation/SimulationPanel';
import { isTypedDataUnsupported, type SigningMethod } from './signHash';
import {
  confirmTransaction,
  deleteQueuedTransaction,
  executeTransaction,
  rejectTransaction,
  relayExecution,
  type DeliveryOutcome,
  type ExecutionProgress,
  type TxFlowContext,
} from './txFlows';
import { useFlowRunner } from './useFlowRunner';
import { useTxReview } from './useTxReview';
import { SigningNotices } from './SigningNotices';
import { walletBlocker } from './walletBlocker';

/** Props of TxActions. */
export interface TxActionsProps {
  details: TransactionDetails;
  safe: ReadySafe;
  safeInfo: SafeInfo | undefined;
}

const DELIVERY_WORDS: Record<DeliveryOutcome, string> = {
  sent: 'sent to the gateway.',
  queued: 'saved on this device; it is sent as soon as the gateway can be reached.',
  failed: 'saved on this device, but the gateway refused it (see below).',
};

type SignedFlow = 'confirm' | 'reject' | 'delete';

/** The fees an execution was sent with, in words (exact wei). */
export function describeExecutionFees(fees: ExecutionFees): string {
  return fees.type === 'eip1559'
    ? `EIP-1559 fees: max ${fees.maxFeePerGas.toString()} wei, tip ${fees.maxPriorityFeePerGas.toString()} wei per gas`
    : `legacy gas price: ${fees.gasPrice.toString()} wei per gas`;
}

/** The signing actions of one transaction (nothing once it is executed or replaced). */
export function TxActions({ details, safe, safeInfo }: TxActionsProps) {
  const info = details.detailedExecutionInfo;
  const awaiting =
    details.executedAt == null &&
    (details.txStatus === 'AWAITING_CONFIRMATIONS' || details.txStatus === 'AWAITING_EXECUTION');
  // Shown once while it waited: stays after the execution lands, so the result line (the chain
  // transaction's hash) is not taken away the moment the details refetch.
  const [shownWhileQueued] = useState(awaiting);
  if (info?.type !== 'MULTISIG' || !(awaiting || shownWhileQueued)) return null;
  return <QueuedTxActions details={details} safe={safe} safeInfo={safeInfo} settled={!awaiting} />;
}

function QueuedTxActions({
  details,
  safe,
  safeInfo,
  settled,
}: TxActionsProps & { settled: boolean }) {
  const client = useGatewayClient();
  const queryClient = useQueryClient();
  const wallet = useWalletSession();
  const { gate, reviewed } = useTxReview(details, safeInfo, safe.chain, safe.safeAddress);
  const { state, run, setLabel, busy } = useFlowRunner();
  const [fallbackFor, setFallbackFor] = useState<SignedFlow | null>(null);
  const rpc = useChainRpc(safe.chain);
  const [simulation, setSimulation] = useState<SimulationOutcome>({ status: 'running' });
  const [overrideFailed, setOverrideFailed] = useState(false);
  const info =
    details.detailedExecutionInfo?.type === 'MULTISIG' ? details.detailedExecutionInfo : null;
  const owners = useMemo(() => safeInfo?.owners.map((o) => o.value) ?? [], [safeInfo]);
  const threshold = safeInfo?.threshold ?? Number.POSITIVE_INFINITY;
  const me = wallet.address;
  const isOwner = me !== null && owners.some((o) => o.toLowerCase() === me.toLowerCase());
  const blocker = walletBlocker(wallet, safe.chain, isOwner);
  const collected = useMemo(() => {
    if (!reviewed || !info) return null;
    const input = {
      safeTxHash: reviewed.safeTxHash,
      confirmations: info.confirmations.map((c) => ({
        signer: c.signer.value,
        signature: c.signature,
      })),
      owners,
      threshold: Number.isFinite(threshold) ? threshold : owners.length + 1,
    };
    return {
      signed: collectExecutionSignatures(input),
      withMe: collectExecutionSignatures({ ...input, executor: me }),
    };
  }, [reviewed, info, owners, threshold, me]);
  const relay = useQuery({
    queryKey: gatewayKeys.safeScoped(client.baseUrl, safe.chainId, safe.safeAddress, 'relay'),
    queryFn: ({ signal }) =>
      getRelayCount(client, { chainId: safe.chainId, address: safe.safeAddress, signal }),
    retry: false,
    staleTime: 30_000,
  });
  const hasSigned =
    me !== null &&
    !!collected?.signed.signatures.some((s) => s.signer.toLowerCase() === me.toLowerCase());
  const isProposer = me !== null && info?.proposer?.value.toLowerCase() === me.toLowerCase();
  const signingDisabled = busy || gate.status !== 'ok' || blocker !== null || !reviewed;
  // Confirming or executing what the simulation says fails takes an explicit "anyway"; while it
  // runs (a few eth_calls) both wait for it.
  const simulationHolds =
    simulation.status === 'running' || (simulation.status === 'failed' && !overrideFailed);
  const approvingDisabled = signingDisabled || simulationHolds;
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
    if (p.phase === 'signing') sentFees = p.fees;
    setLabel(
      p.phase === 'estimating'
        ? 'Estimating gas…'
        : p.phase === 'signing'
          ? 'Confirm the transaction in your wallet…'
          : `Waiting for transaction ${p.hash} to be mined…`,
    );
  };

  const signed = (flow: SignedFlow, method: SigningMethod) => {
    if (!reviewed) return;
    setFallbackFor(null);
    const what = { confirm: 'Your confirmation', reject: 'The rejection', delete: 'The deletion' }[
      flow
    ];
    const action = {
      confirm: confirmTransaction,
      reject: rejectTransaction,
      delete: deleteQueuedTransaction,
    }[flow];
    void run('Waiting for your wallet’s signature…', async () => {
      try {
        const outcome = await action(ctx, reviewed, method);
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
    void run(via === 'wallet' ? 'Preparing the execution…' : 'Asking the relay…', async () => {
      const hash =
        via === 'wallet'
          ? await executeTransaction(ctx, reviewed, signatures, progress)
          : await relayExecution(ctx, reviewed, signatures, progress);
      const fees =
        via === 'wallet' && sentFees ? ` Sent with ${describeExecutionFees(sentFees)}.` : '';
      return `Executed in transaction ${hash}.${fees} It appears in the history once the gateway has indexed it.`;
    });
  };
  const relayLeft = relay.data?.remaining ?? 0;

  return (
    <section
      className="details-section tx-actions"
      aria-labelledby="tx-actions-title"
      data-testid="tx-actions"
    >
      <h2 id="tx-actions-title">Sign</h2>
      {!settled && (
        <>
          <SigningNotices blocker={blocker} gate={gate} />
          {hasSigned && <p className="hint">You have confirmed this transaction.</p>}
          {reviewed && (
            <SimulationPanel
              safe={safe}
              transaction={reviewed.transaction}
              onOutcome={setSimulation}
            />
          )}
          {simulation.status === 'failed' && (
            <label className="simulation-override" data-testid="simulation-override">
              <input
                type="checkbox"
                checked={overrideFailed}
                onChange={(event) => setOverrideFailed(event.target.checked)}
              />
              Sign or execute anyway, although the simulation says it fails
            </label>
          )}
          <div className="actions">
            {!hasSigned && (
              <button
                className="button"
                type="button"
                disabled={approvingDisabled}
                onClick={() => signed('confirm', 'typed-data')}
              >
                Confirm
              </button>
            )}
            {collected?.withMe.enough && (
              <button
                className="button"
                type="button"
                disabled={approvingDisabled}
                onClick={() => execute('wallet')}
              >
                {collected.signed.enough ? 'Execute' : 'Execute, adding your approval'}
              </button>
            )}
            {collected?.signed.enough && relay.data && (
              <button
                className="button"
                type="button"
                disabled={approvingDisabled || relayLeft === 0}
                onClick={() => execute('relay')}
              >
                Relay ({relayLeft} of {relay.data.limit} left)
              </button>
            )}
            <button
              className="button"
              type="button"
              disabled={signingDisabled}
              onClick={() => signed('reject', 'typed-data')}
            >
              Reject
            </button>
            {isProposer && (
              <button
                className="button"
                type="button"
                disabled={signingDisabled}
                onClick={() => signed('delete', 'typed-data')}
              >
                Delete
              </button>
            )}
          </div>
        </>
      )}
      {fallbackFor && !busy && (
        <div className="warning" role="alert" data-testid="eth-sign-fallback">
          <p>
            Your wallet cannot sign typed data, so it would sign the bare hash{' '}
            {reviewed?.safeTxHash} with eth_sign. Your wallet will show only this hash, not what it
            approves: compare it with the hash above before you sign.
          </p>
          <button
            className="button"
            type="button"
            disabled={fallbackFor === 'confirm' ? approvingDisabled : signingDisabled}
            onClick={() => signed(fallbackFor, 'eth_sign')}
          >
            Sign the hash with eth_sign
          </button>
        </div>
      )}
      {state.phase === 'running' && (
        <p role="status" aria-busy="true" className="loading" data-testid="flow-progress">
          {state.label}
        </p>
      )}
      {state.phase === 'done' && (
        <p role="status" data-testid="flow-result">
          {state.message}
        </p>
      )}
      {state.phase === 'error' && (
        <p role="alert" data-testid="flow-error">
          {state.message}
        </p>
      )}
      <OutboxList
        chainId={safe.chainId}
        safeAddress={safe.safeAddress}
        safeTxHash={info?.type === 'MULTISIG' ? info.safeTxHash : details.txId}
      />
    </section>
  );
}
