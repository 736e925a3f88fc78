// All ten SafeTx fields as the wallet will sign them, and the safeTxHash computed on this device.
import type { SafeTransactionData } from '../../../safe';
import { HexData } from '../../shared/transactions/HexData';

const OPERATION_WORDS = ['CALL', 'DELEGATECALL'] as const;

/** The SafeTx fields and the hash computed here. */
export function SafeTxFields({
  transaction,
  safeTxHash,
}: {
  transaction: SafeTransactionData;
  safeTxHash: string | null;
}) {
  return (
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
        {transaction.operation} ({OPERATION_WORDS[transaction.operation] ?? 'unknown'})
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
  );
}
