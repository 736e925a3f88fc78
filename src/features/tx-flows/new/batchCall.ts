// A batch as one Safe transaction: DELEGATECALL into the chain's MultiSendCallOnly, and only when
// that address is an official MultiSendCallOnly deployment (the chain config alone is not trusted).
import type { ChainInfo } from '../../../gateway';
import { buildMultiSendCall, officialMultiSendCallOnly, type SafeCall } from '../../../safe';
import type { NewTxAction } from './actions';

/** The one call of a batch, or why it cannot be built. */
export function batchCall(
  chain: ChainInfo,
  actions: readonly NewTxAction[],
): { ok: true; call: SafeCall } | { ok: false; message: string } {
  if (actions.length === 0) return { ok: false, message: 'The batch is empty.' };
  const address = chain.contractAddresses?.multiSendCallOnlyAddress;
  const multiSend = officialMultiSendCallOnly(address);
  if (!multiSend) {
    return {
      ok: false,
      message: `The chain’s MultiSendCallOnly (${address ?? 'none'}) is not an official deployment: batches are not offered.`,
    };
  }
  // MultiSendCallOnly refuses inner delegatecalls; a form never makes one, but check anyway.
  if (actions.some((a) => (a.call.operation ?? 0) !== 0)) {
    return { ok: false, message: 'A batch cannot hold a delegatecall.' };
  }
  return {
    ok: true,
    call: buildMultiSendCall({ multiSend, calls: actions.map((a) => a.call) }),
  };
}
