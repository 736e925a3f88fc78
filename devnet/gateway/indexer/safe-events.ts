import { AbiCoder, getAddress, type Log, type TransactionResponse } from 'ethers';
import { OWNER_EVENT_TOPICS, PROXY_FACTORY_ABI, SAFE_ABI, TOKEN_ABI } from '../chain/abis';
import type { SafeState } from '../chain/safe-reader';

const topic = (iface: typeof SAFE_ABI, name: string): string => iface.getEvent(name)!.topicHash;

/** topic0 of every event the indexer handles. */
export const T = {
  proxyCreation: topic(PROXY_FACTORY_ABI, 'ProxyCreation'),
  safeSetup: topic(SAFE_ABI, 'SafeSetup'),
  multisig: topic(SAFE_ABI, 'SafeMultiSigTransaction'),
  module: topic(SAFE_ABI, 'SafeModuleTransaction'),
  success: topic(SAFE_ABI, 'ExecutionSuccess'),
  failure: topic(SAFE_ABI, 'ExecutionFailure'),
  moduleSuccess: topic(SAFE_ABI, 'ExecutionFromModuleSuccess'),
  moduleFailure: topic(SAFE_ABI, 'ExecutionFromModuleFailure'),
  received: topic(SAFE_ABI, 'SafeReceived'),
  approveHash: topic(SAFE_ABI, 'ApproveHash'),
  transfer: topic(TOKEN_ABI, 'Transfer'),
};

const OWNER_TOPICS = new Set<string>();
OWNER_EVENT_TOPICS.forEachEvent((e) => {
  OWNER_TOPICS.add(e.topicHash);
});

/** Every topic0 the indexer asks the chain for. */
export const INDEXED_TOPICS: string[] = [...Object.values(T), ...OWNER_TOPICS];

/** The ABI coder for event data words. */
export const coder = AbiCoder.defaultAbiCoder();

/** The address in an indexed address topic. */
export const addressFromTopic = (t: string): string => getAddress(`0x${t.slice(26)}`);

/** A SafeMultiSigTransaction waiting for its ExecutionSuccess/Failure in the same transaction. */
export interface PendingMultisig {
  safe: string;
  to: string;
  value: bigint;
  data: string;
  operation: number;
  safeTxGas: bigint;
  baseGas: bigint;
  gasPrice: bigint;
  gasToken: string;
  refundReceiver: string;
  signatures: string;
  nonce: number;
  sender: string;
  threshold: number;
}

/** A SafeModuleTransaction waiting for its ExecutionFromModule* event. */
export interface PendingModule {
  safe: string;
  module: string;
  to: string;
  value: bigint;
  data: string;
  operation: number;
}

/** Decode SafeMultiSigTransaction (SafeL2; additionalInfo = nonce, sender, threshold). */
export function decodeMultisigEvent(log: Log): PendingMultisig {
  const e = SAFE_ABI.decodeEventLog('SafeMultiSigTransaction', log.data, log.topics);
  const [nonce, sender, threshold] = coder.decode(
    ['uint256', 'address', 'uint256'],
    e.additionalInfo as string,
  );
  return {
    safe: getAddress(log.address),
    to: getAddress(String(e.to)),
    value: e.value as bigint,
    data: String(e.data),
    operation: Number(e.operation),
    safeTxGas: e.safeTxGas as bigint,
    baseGas: e.baseGas as bigint,
    gasPrice: e.gasPrice as bigint,
    gasToken: getAddress(String(e.gasToken)),
    refundReceiver: getAddress(String(e.refundReceiver)),
    signatures: String(e.signatures),
    nonce: Number(nonce),
    sender: getAddress(String(sender)),
    threshold: Number(threshold),
  };
}

/** A non-L2 Safe emits no SafeMultiSigTransaction: rebuild it from a direct execTransaction call. */
export function multisigFromCalldata(
  log: Log,
  tx: TransactionResponse | null,
  state: SafeState | null,
): PendingMultisig | null {
  if (!tx?.to || getAddress(tx.to) !== getAddress(log.address)) return null;
  const call = SAFE_ABI.parseTransaction({ data: tx.data });
  if (call?.name !== 'execTransaction') return null;
  const [
    to,
    value,
    data,
    operation,
    safeTxGas,
    baseGas,
    gasPrice,
    gasToken,
    refundReceiver,
    signatures,
  ] = call.args;
  return {
    safe: getAddress(log.address),
    to: getAddress(String(to)),
    value: value as bigint,
    data: String(data),
    operation: Number(operation),
    safeTxGas: safeTxGas as bigint,
    baseGas: baseGas as bigint,
    gasPrice: gasPrice as bigint,
    gasToken: getAddress(String(gasToken)),
    refundReceiver: getAddress(String(refundReceiver)),
    signatures: String(signatures),
    // The state is read after the block: the executed nonce is one below the current one.
    nonce: (state?.nonce ?? 1) - 1,
    sender: getAddress(tx.from),
    threshold: state?.threshold ?? 1,
  };
}

/** Decode SafeModuleTransaction. */
export function decodeModuleEvent(log: Log): PendingModule {
  const e = SAFE_ABI.decodeEventLog('SafeModuleTransaction', log.data, log.topics);
  return {
    safe: getAddress(log.address),
    module: getAddress(String(e.module)),
    to: getAddress(String(e.to)),
    value: e.value as bigint,
    data: String(e.data),
    operation: Number(e.operation),
  };
}
