// The transaction flows as plain async functions: confirm, delete (signature → outbox →
// gateway) and execute / relay (on-chain). Each stores nothing until the wallet has signed, so a
// rejection in the wallet leaves nothing half done.
import { getAddress, id as eventTopic } from 'ethers';
import type { QueryClient } from '@tanstack/react-query';
import { BaseError } from '../../errors';
import { explainExecutionError } from './executionErrors';
import { relayTransaction, type ChainInfo, type GatewayClient } from '../../gateway';
import { gatewayKeys, isChainReadOfSafe } from '../../query/keys';
import {
  buildExecutionCall,
  buildRelayRequest,
  type ExecutionFees,
  getDeleteRequestTypedData,
  getSafeTxTypedData,
  hashDeleteRequest,
  type SafeSignature,
} from '../../safe';
import { confirmTransactionItem, deleteTransactionItem } from '../../session/outbox/outboxItems';
import { minedExecutions } from '../../session/lifecycle/minedExecutions';
import { notifyOutboxChanged } from '../../session/outbox/outboxEvents';
import { isOnline } from '../../session/network/online';
import { scheduleOutboxDrain } from '../../session/outbox/outboxSync';
import { requestWorkerDrain } from '../../session/outbox/workerDrain';
import { addOutboxItem, getOutboxItem, type NewOutboxItem } from '../../storage/outbox';
import type { WalletSessionState } from '../../session/wallet/useWalletSession';
import { estimateGas, executionFees, pendingNonce, waitForReceipt } from './chainRpc';
import {
  chainTransactionHash,
  chainTransactionRequest,
  type TransactionScreen,
} from '../../safe/hardware-screen';
import { signHash, type SigningMethod } from './signHash';
import type { ReviewedTx } from './useTxReview';

/** What every flow needs. */
export type TxFlowContext = {
  client: GatewayClient;
  queryClient: QueryClient;
  chain: ChainInfo;
  safeAddress: string;
  wallet: Pick<
    WalletSessionState,
    'address' | 'signTypedData' | 'personalSign' | 'sendTransaction'
  >;
  /**
   * The RPC the review chose for the chain (session/rpc `useChainRpc`); chain reads in the flow
   * refuse to run without it rather than fall back to the gateway's RPC.
   */
  rpcUrl?: string;
};

/** Wait before the one immediate second try of a write that failed in a way that may pass. */
const SECOND_TRY_MS = 1_000;

/** How a gateway write ended: delivered, or kept in the outbox for later. */
export type DeliveryOutcome = 'sent' | 'queued' | 'failed';

/** Stores `item` in the outbox, then tries to send it at once; says how that went. */
export async function storeAndSend(
  ctx: Pick<TxFlowContext, 'client' | 'queryClient' | 'chain' | 'safeAddress'>,
  item: NewOutboxItem,
): Promise<DeliveryOutcome> {
  await addOutboxItem({ ...item, gatewayUrl: ctx.client.baseUrl });
  notifyOutboxChanged();
  let result = await scheduleOutboxDrain(ctx.client, { ids: [item.id] });
  // One quick second try for a failure that may pass (a hiccup of the gateway), so the signer
  // rarely waits for the outbox's back-off; offline, nothing is tried at all.
  if (result.retrying.includes(item.id) && isOnline()) {
    await new Promise((resolve) => setTimeout(resolve, SECOND_TRY_MS));
    result = await scheduleOutboxDrain(ctx.client, { ids: [item.id] });
  }
  // Not awaited: offline, TanStack pauses refetches until the connection returns.
  void refreshSafe(ctx);
  if (result.sent.includes(item.id)) return 'sent';
  if (result.failed.includes(item.id)) return 'failed';
  // Not sent yet: the service worker takes it too, so it goes out even once this page is closed.
  void requestWorkerDrain();
  // Not settled by these drains (another sender holds it, or it waits for the network): the
  // outbox record is the truth — wait briefly for a sender that holds it, then report its state.
  return settledOutcome(item.id);
}

/** How long a flow waits for another sender that holds its item before saying "saved here". */
const SETTLE_WAIT_MS = 15_000;

async function settledOutcome(id: string): Promise<DeliveryOutcome> {
  const deadline = Date.now() + SETTLE_WAIT_MS;
  for (;;) {
    const record = await getOutboxItem(id);
    if (record?.status === 'sent') return 'sent';
    if (record?.status === 'failed') return 'failed';
    if (record?.status !== 'sending' || Date.now() > deadline) return 'queued';
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

/**
 * The Safe's cached gateway data (info, queue, history, details) and its chain reads (owners,
 * threshold, nonce, on-chain approvals) are refetched: after a write both sides are read anew,
 * so the review never compares a fresh gateway with a chain read from before the write.
 */
export function refreshSafe({
  client,
  queryClient,
  chain,
  safeAddress,
}: Pick<TxFlowContext, 'client' | 'queryClient' | 'chain' | 'safeAddress'>): Promise<unknown> {
  return Promise.all([
    queryClient.invalidateQueries({
      predicate: (query) => isChainReadOfSafe(query.queryKey, chain.chainId, safeAddress),
    }),
    queryClient.invalidateQueries({
      queryKey: gatewayKeys.safe(client.baseUrl, chain.chainId, safeAddress),
    }),
    queryClient.invalidateQueries({
      queryKey: gatewayKeys.chainScoped(client.baseUrl, chain.chainId, 'transaction'),
    }),
  ]);
}

const nonceLabel = (reviewed: ReviewedTx) => `nonce ${reviewed.transaction.nonce.toString()}`;

/** Signs the reviewed SafeTx and sends the confirmation through the outbox. */
export async function confirmTransaction(
  ctx: TxFlowContext,
  reviewed: ReviewedTx,
  method: SigningMethod,
): Promise<DeliveryOutcome> {
  const typedData = getSafeTxTypedData({
    safeAddress: ctx.safeAddress,
    chainId: ctx.chain.chainId,
    version: reviewed.version,
    transaction: reviewed.transaction,
  });
  const signature = await signHash(ctx.wallet, { typedData, hash: reviewed.safeTxHash, method });
  return storeAndSend(
    ctx,
    confirmTransactionItem(
      { chainId: ctx.chain.chainId, safe: ctx.safeAddress },
      { safeTxHash: reviewed.safeTxHash, signature, signer: ctx.wallet.address! },
      `Confirmation of ${nonceLabel(reviewed)}`,
    ),
  );
}

/** Signs the DeleteRequest (proposer only) and sends it through the outbox. */
export async function deleteQueuedTransaction(
  ctx: TxFlowContext,
  reviewed: ReviewedTx,
  method: SigningMethod,
): Promise<DeliveryOutcome> {
  const parameters = {
    safeAddress: ctx.safeAddress,
    chainId: ctx.chain.chainId,
    safeTxHash: reviewed.safeTxHash,
  };
  const { domain, types, message } = getDeleteRequestTypedData(parameters);
  const signature = await signHash(ctx.wallet, {
    typedData: { domain, types, message },
    hash: hashDeleteRequest(parameters),
    method,
  });
  return storeAndSend(
    ctx,
    deleteTransactionItem(
      { chainId: ctx.chain.chainId, safe: ctx.safeAddress },
      { safeTxHash: reviewed.safeTxHash, signature },
      `Deletion of ${nonceLabel(reviewed)}`,
    ),
  );
}

const EXECUTION_FAILURE = eventTopic('ExecutionFailure(bytes32,uint256)');

/** The execution reverted or the Safe reported ExecutionFailure. */
export class ExecutionFailedError extends BaseError {
  override name = 'ExecutionFailedError';
}

/** Progress of an execution, for the loader. */
export type ExecutionProgress =
  | { phase: 'estimating' }
  | {
      phase: 'signing';
      fees?: ExecutionFees;
      /** The hash of the chain transaction sent, every field fixed here (hardware-wallet screen). */
      screen?: TransactionScreen;
    }
  | { phase: 'pending'; hash: string };

/**
 * Sends execTransaction from the connected wallet and waits until it is mined. Nonce, gas limit,
 * fees ({@link executionFees}), chain id and type are all fixed here and passed to the wallet, so
 * the transaction hash reported with the 'signing' phase is the hash of what is sent.
 */
export async function executeTransaction(
  ctx: TxFlowContext,
  reviewed: ReviewedTx,
  signatures: readonly SafeSignature[],
  onProgress: (progress: ExecutionProgress) => void = () => undefined,
): Promise<string> {
  const from = ctx.wallet.address!;
  const call = buildExecutionCall({
    safeAddress: ctx.safeAddress,
    transaction: reviewed.transaction,
    signatures,
  });
  onProgress({ phase: 'estimating' });
  const [gas, fees, nonce] = await Promise.all([
    estimateGas({ from, ...call }, ctx.rpcUrl).catch((error: unknown) => {
      throw explainExecutionError(error, 'estimate');
    }),
    executionFees(ctx.chain, ctx.rpcUrl),
    pendingNonce(from, ctx.rpcUrl),
  ]);
  const fields = {
    chainId: BigInt(ctx.chain.chainId),
    from,
    to: call.to,
    data: call.data,
    value: 0n,
    nonce,
    gasLimit: gas,
    fees,
  };
  onProgress({
    phase: 'signing',
    fees,
    screen: { kind: 'transaction', transactionHash: chainTransactionHash(fields) },
  });
  const hash = await ctx.wallet
    .sendTransaction(chainTransactionRequest(fields))
    .catch((error: unknown) => {
      throw explainExecutionError(error, 'send');
    });
  onProgress({ phase: 'pending', hash });
  await expectSuccess(ctx, hash, reviewed.safeTxHash);
  return hash;
}

/** Hands execTransaction to the gateway's relay; returns the relay task (a transaction hash here). */
export async function relayExecution(
  ctx: TxFlowContext,
  reviewed: ReviewedTx,
  signatures: readonly SafeSignature[],
  onProgress: (progress: ExecutionProgress) => void = () => undefined,
): Promise<string> {
  onProgress({ phase: 'estimating' });
  const body = buildRelayRequest({
    safeAddress: ctx.safeAddress,
    transaction: reviewed.transaction,
    signatures,
    version: reviewed.version,
  });
  const gasLimit = await estimateGas(
    { from: getAddress(ctx.safeAddress), to: body.to, data: body.data },
    ctx.rpcUrl,
  ).catch(() => undefined);
  const { taskId } = await relayTransaction(ctx.client, {
    chainId: ctx.chain.chainId,
    ...body,
    ...(gasLimit !== undefined ? { gasLimit: gasLimit.toString() } : {}),
  });
  // A relay task id that is a transaction hash can be followed on chain; others cannot.
  if (/^0x[0-9a-fA-F]{64}$/.test(taskId)) {
    onProgress({ phase: 'pending', hash: taskId });
    await expectSuccess(ctx, taskId, reviewed.safeTxHash);
  } else {
    await refreshSafe(ctx);
  }
  return taskId;
}

async function expectSuccess(ctx: TxFlowContext, hash: string, safeTxHash: string): Promise<void> {
  const receipt = await waitForReceipt(hash, { rpcUrl: ctx.rpcUrl });
  const failed =
    receipt.status !== 'success' || receipt.logs.some((l) => l.topics[0] === EXECUTION_FAILURE);
  // Told before the re-reads start, so the open page drops its controls at once and the review
  // waits for reads newer than this write instead of comparing one from before it.
  if (!failed) {
    minedExecutions.record({
      chainId: ctx.chain.chainId,
      safeAddress: ctx.safeAddress,
      safeTxHash,
      txHash: hash,
      blockNumber: receipt.blockNumber ?? 0n,
      at: Date.now(),
    });
  }
  await refreshSafe(ctx);
  if (failed) {
    throw new ExecutionFailedError('The Safe transaction failed on chain.', {
      details: `Transaction ${hash} was mined but the Safe did not execute it: ${
        receipt.status !== 'success'
          ? 'the execution reverted on chain (the gas limit or the signatures may have changed since the estimate); check the confirmations and try again.'
          : 'the call inside it failed and the Safe used up this nonce; check the call’s target, amount and data (the simulation shows why) before proposing it again.'
      }`,
    });
  }
}
