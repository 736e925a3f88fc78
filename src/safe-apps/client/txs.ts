// `sdk.txs`: transactions and signing requests, checked against the §5 rules before they are sent.
import {
  assertSafeTxHash,
  assertTransactionList,
  assertTypedData,
  Methods,
  type EIP712TypedData,
  type GatewayObject,
  type SendTransactionsParams,
  type SendTransactionsResponse,
  type SignMessageResponse,
} from '../protocol';
import type { Communicator } from './communicator';

/** The transaction and signing calls of the client. */
export class Txs {
  /** Binds the calls to a communicator. */
  constructor(private readonly communicator: Communicator) {}

  /** The gateway's details of a transaction ('Invalid safeTxHash' for an empty hash). */
  async getBySafeTxHash(safeTxHash: string): Promise<GatewayObject> {
    assertSafeTxHash(safeTxHash);
    const response = await this.communicator.send(Methods.getTxBySafeTxHash, { safeTxHash });
    return response.data;
  }

  /** Asks the Safe to sign `message` (off-chain Safe message, or on chain where needed). */
  async signMessage(message: string): Promise<SignMessageResponse> {
    const response = await this.communicator.send(Methods.signMessage, { message });
    return response.data;
  }

  /** Asks the Safe to sign EIP-712 typed data ('Invalid typed data' unless domain/types/message). */
  async signTypedMessage(typedData: EIP712TypedData): Promise<SignMessageResponse> {
    assertTypedData(typedData);
    const response = await this.communicator.send(Methods.signTypedMessage, { typedData });
    return response.data;
  }

  /** Proposes a batch ('No transactions were passed' for an empty one); answers its safeTxHash. */
  async send({ txs, params }: SendTransactionsParams): Promise<SendTransactionsResponse> {
    assertTransactionList(txs);
    const response = await this.communicator.send(Methods.sendTransactions, { txs, params });
    return response.data;
  }
}
