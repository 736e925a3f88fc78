// Risks in honest data: nothing is forged, but the signer should know before the wallet is asked.
// A gas refund paid to someone other than the executor, a nonce far past the queue (it can only
// run after every transaction before it, and blocks nothing but may surprise later), and a
// delegatecall to an allow-listed target that is not a MultiSend (CreateCall, SignMessageLib,
// migrations: they run code in the Safe's own storage).
import { getAddress } from 'ethers';
import { ZERO_ADDRESS } from '../constants';
import { TRUSTED_DELEGATECALL_TARGETS } from '../verify/known-contracts';
import type { DangerousWarning } from './types';

/**
 * How many nonces past the chain's next nonce a transaction may sit before it is called out:
 * a queue rarely holds more than a handful, and ten leaves room for a busy Safe.
 */
export const NONCE_FAR_PAST_QUEUE = 10;

/** The fields of a SafeTx the warnings look at. */
export interface DangerousInputs {
  to: string;
  operation: number;
  gasPrice: bigint;
  refundReceiver: string;
  nonce: number;
}

const ORDINARY_DELEGATECALLS = new Set(['MultiSend', 'MultiSendCallOnly']);

const isAddress = (value: string) => /^0x[0-9a-fA-F]{40}$/.test(value);

/** The warnings a signer must tick for `tx`, given the chain's nonce and who executes (if known). */
export function dangerousWarningsOf(
  tx: DangerousInputs,
  chainNonce: number | null,
  executor: string | null,
): DangerousWarning[] {
  const warnings: DangerousWarning[] = [];
  const receiver = isAddress(tx.refundReceiver) ? getAddress(tx.refundReceiver) : null;
  if (
    tx.gasPrice > 0n &&
    receiver !== null &&
    receiver !== ZERO_ADDRESS &&
    !(executor && isAddress(executor) && getAddress(executor) === receiver)
  ) {
    warnings.push({
      code: 'REFUND_TO_OTHER',
      message: `The gas refund (gas price ${tx.gasPrice} wei) is paid to ${receiver}, not to whoever executes it.`,
    });
  }
  if (chainNonce !== null && tx.nonce > chainNonce + NONCE_FAR_PAST_QUEUE) {
    warnings.push({
      code: 'NONCE_FAR_PAST_QUEUE',
      message: `Nonce ${tx.nonce} is more than ${NONCE_FAR_PAST_QUEUE} past the Safe’s next nonce ${chainNonce}: it runs only after every transaction before it.`,
    });
  }
  if (tx.operation === 1 && isAddress(tx.to)) {
    const target = getAddress(tx.to);
    const known = TRUSTED_DELEGATECALL_TARGETS.find((c) => getAddress(c.address) === target);
    if (known && !ORDINARY_DELEGATECALLS.has(known.name)) {
      warnings.push({
        code: 'UNUSUAL_DELEGATECALL',
        message: `Runs ${known.name} ${known.version} (${target}) inside the Safe by delegatecall: it can change the Safe’s own storage.`,
      });
    }
  }
  return warnings;
}
