// One outbox item → its gateway call, and the check that tells whether the gateway already has it
// (a confirmation already listed counts as sent: that is how a resend after a crash stays single).
import {
  addConfirmation,
  confirmSafeMessage,
  deleteTransaction,
  GatewayError,
  getSafeMessage,
  getTransactionDetails,
  proposeSafeMessage,
  proposeTransaction,
  type GatewayClient,
  type MultisigTransactionRequest,
  type ProposeSafeMessageRequest,
} from '../../gateway';
import type { OutboxRecord } from '../../storage/outbox';
import { requestField } from './outboxItems';

/** Sends the write an item stands for. */
export async function sendOutboxRecord(client: GatewayClient, record: OutboxRecord): Promise<void> {
  const { chainId } = record;
  switch (record.kind) {
    case 'propose-transaction': {
      const body = record.request as unknown as MultisigTransactionRequest;
      await proposeTransaction(client, { ...body, chainId, safeAddress: record.safe });
      return;
    }
    case 'confirm-transaction':
      await addConfirmation(client, {
        chainId,
        safeTxHash: requestField(record, 'safeTxHash'),
        signature: requestField(record, 'signature'),
      });
      return;
    case 'delete-transaction':
      await deleteTransaction(client, {
        chainId,
        safeTxHash: requestField(record, 'safeTxHash'),
        signature: requestField(record, 'signature'),
      });
      return;
    case 'propose-message': {
      const { messageHash: _hash, ...body } =
        record.request as unknown as ProposeSafeMessageRequest & {
          messageHash: string;
        };
      await proposeSafeMessage(client, { ...body, chainId, safeAddress: record.safe });
      return;
    }
    case 'confirm-message':
      await confirmSafeMessage(client, {
        chainId,
        messageHash: requestField(record, 'messageHash'),
        signature: requestField(record, 'signature'),
      });
      return;
  }
}

const same = (a: string | null | undefined, b: string) => a?.toLowerCase() === b.toLowerCase();

/** Whether the gateway already holds what the item would write (then sending again is pointless). */
export async function isDelivered(client: GatewayClient, record: OutboxRecord): Promise<boolean> {
  const { chainId } = record;
  try {
    switch (record.kind) {
      case 'propose-transaction':
        await getTransactionDetails(client, {
          chainId,
          transactionId: requestField(record, 'safeTxHash'),
        });
        return true;
      case 'confirm-transaction': {
        const details = await getTransactionDetails(client, {
          chainId,
          transactionId: requestField(record, 'safeTxHash'),
        });
        const info = details.detailedExecutionInfo;
        const signer = requestField(record, 'signer');
        return (
          info?.type === 'MULTISIG' && info.confirmations.some((c) => same(c.signer.value, signer))
        );
      }
      case 'delete-transaction':
        await getTransactionDetails(client, {
          chainId,
          transactionId: requestField(record, 'safeTxHash'),
        });
        return false;
      case 'propose-message':
        await getSafeMessage(client, { chainId, messageHash: requestField(record, 'messageHash') });
        return true;
      case 'confirm-message': {
        const message = await getSafeMessage(client, {
          chainId,
          messageHash: requestField(record, 'messageHash'),
        });
        const signer = requestField(record, 'signer');
        return message.confirmations.some((c) => same(c.owner.value, signer));
      }
    }
  } catch (error) {
    // A deleted transaction is gone: the delete request has been delivered.
    if (record.kind === 'delete-transaction' && error instanceof GatewayError)
      return error.status === 404;
    return false;
  }
}
