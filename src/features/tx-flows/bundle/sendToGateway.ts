// "Send to the gateway" from a bundle: a transaction the gateway has never seen is proposed with
// the proven signatures; one it knows gets the signatures it lacks as confirmations. Both go
// through the outbox, so a gateway that cannot be reached now gets them later.
import { getAddress } from 'ethers';
import { getSafeMessage, getTransactionDetails, type TypedData } from '../../../gateway';
import { httpStatusOf } from '../../../query/client';
import type { MessageBundle, TransactionBundle } from '../../../safe/bundle';
import { calculateBundleHash } from '../../../safe/bundle';
import {
  confirmMessageItem,
  confirmTransactionItem,
  proposeMessageItem,
  proposeTransactionItem,
} from '../../../session/outbox/outboxItems';
import { storeAndSend, type DeliveryOutcome, type TxFlowContext } from '../txFlows';

/** What {@link sendBundleToGateway} did. */
export type SendBundleOutcome = {
  /** `propose`: the gateway did not know the transaction; `confirm`: it did. */
  action: 'propose' | 'confirm' | 'nothing';
  outcomes: DeliveryOutcome[];
};

/**
 * Sends a bundle's signatures (pass only proven ones) to the gateway through the outbox; throws
 * when the gateway cannot say whether it knows the transaction.
 */
export async function sendBundleToGateway(
  ctx: Pick<TxFlowContext, 'client' | 'queryClient' | 'chain' | 'safeAddress'>,
  bundle: TransactionBundle,
): Promise<SendBundleOutcome> {
  const safeTxHash = calculateBundleHash(bundle);
  const target = { chainId: ctx.chain.chainId, safe: ctx.safeAddress };
  const label = `Signatures of nonce ${bundle.transaction.nonce} from a bundle`;
  let known: string[] | null;
  try {
    const details = await getTransactionDetails(ctx.client, {
      chainId: ctx.chain.chainId,
      transactionId: safeTxHash,
    });
    const info = details.detailedExecutionInfo;
    known =
      info?.type === 'MULTISIG' ? info.confirmations.map((c) => c.signer.value.toLowerCase()) : [];
  } catch (error) {
    if (httpStatusOf(error) !== 404) throw error;
    known = null;
  }
  // The Safe checks signatures in ascending signer order; the gateway takes them the same way.
  const signatures = [...bundle.signatures].sort((a, b) =>
    a.signer.toLowerCase().localeCompare(b.signer.toLowerCase()),
  );
  if (known === null) {
    const first = signatures[0];
    if (!first) return { action: 'nothing', outcomes: [] };
    const tx = bundle.transaction;
    const allStatic = signatures.every((s) => s.signature.length === 132);
    const outcome = await storeAndSend(
      ctx,
      proposeTransactionItem(
        target,
        {
          to: tx.to,
          value: tx.value,
          data: tx.data === '0x' ? null : tx.data,
          nonce: tx.nonce,
          operation: tx.operation,
          safeTxGas: tx.safeTxGas,
          baseGas: tx.baseGas,
          gasPrice: tx.gasPrice,
          gasToken: tx.gasToken,
          refundReceiver: tx.refundReceiver,
          safeTxHash,
          sender: getAddress(first.signer),
          // 65-byte signatures travel together; a contract signature is confirmed on its own.
          signature: allStatic
            ? `0x${signatures.map((s) => s.signature.slice(2)).join('')}`
            : first.signature,
        },
        label,
      ),
    );
    const rest = allStatic ? [] : signatures.slice(1);
    const outcomes = [outcome];
    for (const { signer, signature } of rest) {
      outcomes.push(
        await storeAndSend(
          ctx,
          confirmTransactionItem(target, { safeTxHash, signature, signer }, label),
        ),
      );
    }
    return { action: 'propose', outcomes };
  }
  const missing = signatures.filter((s) => !known.includes(s.signer.toLowerCase()));
  const outcomes: DeliveryOutcome[] = [];
  for (const { signer, signature } of missing) {
    outcomes.push(
      await storeAndSend(
        ctx,
        confirmTransactionItem(target, { safeTxHash, signature, signer }, label),
      ),
    );
  }
  return { action: missing.length ? 'confirm' : 'nothing', outcomes };
}

/**
 * A message bundle's signatures (pass only proven ones) to the gateway through the outbox: a
 * message it does not know is created with the first signature, the others are confirmations.
 */
export async function sendMessageBundleToGateway(
  ctx: Pick<TxFlowContext, 'client' | 'queryClient' | 'chain' | 'safeAddress'>,
  bundle: MessageBundle,
): Promise<SendBundleOutcome> {
  const messageHash = calculateBundleHash(bundle);
  const target = { chainId: ctx.chain.chainId, safe: ctx.safeAddress };
  const label = 'Message signatures from a bundle';
  let known: string[] | null;
  try {
    const message = await getSafeMessage(ctx.client, { chainId: ctx.chain.chainId, messageHash });
    known = message.confirmations.map((c) => c.owner.value.toLowerCase());
  } catch (error) {
    if (httpStatusOf(error) !== 404) throw error;
    known = null;
  }
  const outcomes: DeliveryOutcome[] = [];
  let rest: typeof bundle.signatures;
  if (known === null) {
    const [first, ...others] = bundle.signatures;
    if (!first) return { action: 'nothing', outcomes };
    outcomes.push(
      await storeAndSend(
        ctx,
        proposeMessageItem(
          target,
          {
            messageHash,
            body: { message: bundle.message as string | TypedData, signature: first.signature },
          },
          label,
        ),
      ),
    );
    rest = others;
  } else {
    rest = bundle.signatures.filter((s) => !known.includes(s.signer.toLowerCase()));
  }
  for (const { signer, signature } of rest) {
    outcomes.push(
      await storeAndSend(
        ctx,
        confirmMessageItem(target, { messageHash, signature, signer }, label),
      ),
    );
  }
  if (outcomes.length === 0) return { action: 'nothing', outcomes };
  return { action: known === null ? 'propose' : 'confirm', outcomes };
}
