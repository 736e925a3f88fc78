/** Events the devnet turns into push payloads (the Transaction Service's notification types). */
export type AlertEvent =
  | { type: 'CONFIRMATION_REQUEST'; safe: string; safeTxHash: string }
  | { type: 'NEW_CONFIRMATION'; safe: string; safeTxHash: string; owner: string }
  | {
      type: 'EXECUTED_MULTISIG_TRANSACTION';
      safe: string;
      safeTxHash: string;
      txHash: string;
      failed: boolean;
    }
  | { type: 'INCOMING_ETHER'; safe: string; txHash: string; value: string }
  | {
      type: 'INCOMING_TOKEN';
      safe: string;
      txHash: string;
      tokenAddress: string;
      value?: string;
      tokenId?: string;
    }
  | { type: 'MODULE_TRANSACTION'; safe: string; txHash: string; module: string }
  | { type: 'MESSAGE_CONFIRMATION_REQUEST'; safe: string; messageHash: string };

/** FCM data fields (all strings, as FCM requires) for an event on a chain. */
export function pushData(event: AlertEvent, chainId: string): Record<string, string> {
  const data: Record<string, string> = { type: event.type, chainId, address: event.safe };
  switch (event.type) {
    case 'CONFIRMATION_REQUEST':
      data.safeTxHash = event.safeTxHash;
      break;
    case 'NEW_CONFIRMATION':
      data.safeTxHash = event.safeTxHash;
      data.owner = event.owner;
      break;
    case 'EXECUTED_MULTISIG_TRANSACTION':
      data.safeTxHash = event.safeTxHash;
      data.txHash = event.txHash;
      data.failed = event.failed ? 'true' : 'false';
      break;
    case 'INCOMING_ETHER':
      data.txHash = event.txHash;
      data.value = event.value;
      break;
    case 'INCOMING_TOKEN':
      data.txHash = event.txHash;
      data.tokenAddress = event.tokenAddress;
      if (event.value !== undefined) data.value = event.value;
      if (event.tokenId !== undefined) data.tokenId = event.tokenId;
      break;
    case 'MODULE_TRANSACTION':
      data.txHash = event.txHash;
      data.module = event.module;
      break;
    case 'MESSAGE_CONFIRMATION_REQUEST':
      data.messageHash = event.messageHash;
      break;
  }
  return data;
}
