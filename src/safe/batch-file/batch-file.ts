// Batches as Transaction Builder JSON files (version "1.0"), so a batch moves between this app and
// Safe{Wallet}'s Transaction Builder. Export writes plain calldata; import also accepts the
// builder's `contractMethod` + `contractInputsValues` form and encodes it here.
import { AbiCoder, FunctionFragment, getAddress, isHexString, type JsonFragment } from 'ethers';
import { OPERATION } from '../constants';
import type { SafeCall } from '../safe-transaction';
import { parseParamInput } from '../abi/parse-input';
import { batchFileChecksum } from './checksum';

/** The Transaction Builder version this app's files claim compatibility with. */
export const TX_BUILDER_VERSION = '1.18.0';

/** A contract method as the Transaction Builder stores it. */
export type BatchFileContractMethod = {
  name: string;
  payable: boolean;
  inputs: (JsonFragment['inputs'] extends readonly (infer T)[] | undefined ? T : never)[];
};

/** One transaction of a batch file; `value` is wei as a decimal string. */
export type BatchFileTransaction = {
  to: string;
  value: string;
  data: string | null;
  contractMethod?: BatchFileContractMethod | null;
  contractInputsValues?: Record<string, string> | null;
};

/** A Transaction Builder batch file. */
export type BatchFile = {
  version: '1.0';
  chainId: string;
  createdAt: number;
  meta: {
    name: string;
    description?: string;
    txBuilderVersion?: string;
    createdFromSafeAddress?: string;
    createdFromOwnerAddress?: string;
    checksum?: string;
  };
  transactions: BatchFileTransaction[];
};

/** Builds a batch file (with its checksum) from calls; delegatecalls cannot be in one and throw. */
export function createBatchFile(p: {
  chainId: string;
  safeAddress: string;
  calls: readonly SafeCall[];
  name?: string;
  description?: string;
  ownerAddress?: string | null;
  createdAt?: number;
}): BatchFile {
  const transactions = p.calls.map((call, index): BatchFileTransaction => {
    if ((call.operation ?? OPERATION.CALL) !== OPERATION.CALL) {
      throw new Error(`Action ${index + 1} is a delegatecall, which a batch file cannot hold.`);
    }
    return {
      to: getAddress(call.to),
      value: (call.value ?? 0n).toString(),
      data: call.data && call.data !== '0x' ? call.data : null,
    };
  });
  const file: BatchFile = {
    version: '1.0',
    chainId: p.chainId,
    createdAt: p.createdAt ?? Date.now(),
    meta: {
      name: p.name ?? 'Transactions Batch',
      description: p.description ?? '',
      txBuilderVersion: TX_BUILDER_VERSION,
      createdFromSafeAddress: getAddress(p.safeAddress),
      createdFromOwnerAddress: p.ownerAddress ? getAddress(p.ownerAddress) : '',
    },
    transactions,
  };
  return { ...file, meta: { ...file.meta, checksum: batchFileChecksum(file) } };
}

/** One imported transaction: the call, and the method it names when the file says so. */
export type ImportedBatchCall = { call: SafeCall; method: string | null; args: unknown[] | null };

/** The outcome of {@link parseBatchFile}. */
export type ParseBatchFileResult =
  | {
      ok: true;
      file: BatchFile;
      calls: ImportedBatchCall[];
      /** `invalid` when the file was changed after it was written (or by a tool that hashes otherwise). */
      checksum: 'valid' | 'invalid' | 'missing';
    }
  | { ok: false; error: string };

const fail = (error: string): ParseBatchFileResult => ({ ok: false, error });

function encodeContractMethod(
  tx: BatchFileTransaction,
  where: string,
): { data: string; method: string; args: unknown[] } | string {
  const method = tx.contractMethod!;
  if (typeof method.name !== 'string' || !Array.isArray(method.inputs)) {
    return `${where}: its contractMethod has no name or inputs.`;
  }
  let fragment: FunctionFragment;
  try {
    fragment = FunctionFragment.from({
      type: 'function',
      ...method,
      stateMutability: method.payable ? 'payable' : 'nonpayable',
    });
  } catch {
    return `${where}: its contractMethod "${method.name}" is not a valid function.`;
  }
  const values = tx.contractInputsValues ?? {};
  const args: unknown[] = [];
  for (const [index, input] of fragment.inputs.entries()) {
    const raw = values[input.name] ?? values[String(index)];
    if (raw === undefined) return `${where}: the value of "${input.name}" is missing.`;
    const parsed = parseParamInput(typeof raw === 'string' ? raw : JSON.stringify(raw), input);
    if (!parsed.ok) return `${where}, "${input.name}": ${parsed.error}`;
    args.push(parsed.value);
  }
  const encoded = AbiCoder.defaultAbiCoder().encode(fragment.inputs, args);
  return {
    data: (fragment.selector + encoded.slice(2)).toLowerCase(),
    method: fragment.format('sighash'),
    args,
  };
}

function parseTransaction(tx: unknown, index: number): ImportedBatchCall | string {
  const where = `Transaction ${index + 1}`;
  if (!tx || typeof tx !== 'object') return `${where} is not an object.`;
  const t = tx as BatchFileTransaction;
  if (typeof t.to !== 'string' || !/^0x[0-9a-fA-F]{40}$/.test(t.to)) {
    return `${where}: "to" is not an address.`;
  }
  let to: string;
  try {
    to = getAddress(t.to);
  } catch {
    return `${where}: the address in "to" has a wrong checksum.`;
  }
  const valueText = t.value === undefined || t.value === null ? '0' : String(t.value);
  if (!/^\d+$/.test(valueText)) return `${where}: "value" must be wei as a whole decimal number.`;
  const value = BigInt(valueText);
  if (t.data !== null && t.data !== undefined && t.data !== '0x' && t.data !== '') {
    if (typeof t.data !== 'string' || !isHexString(t.data) || t.data.length % 2 !== 0) {
      return `${where}: "data" is not hex bytes.`;
    }
    return {
      call: { to, value, data: t.data.toLowerCase(), operation: OPERATION.CALL },
      method: null,
      args: null,
    };
  }
  if (t.contractMethod) {
    const encoded = encodeContractMethod(t, where);
    if (typeof encoded === 'string') return encoded;
    return {
      call: { to, value, data: encoded.data, operation: OPERATION.CALL },
      method: encoded.method,
      args: encoded.args,
    };
  }
  return { call: { to, value, data: '0x', operation: OPERATION.CALL }, method: null, args: null };
}

/** Reads a batch file for the Safe's chain; every problem is one clear sentence. */
export function parseBatchFile(text: string, expected: { chainId: string }): ParseBatchFileResult {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    return fail('The file is not JSON. Choose a batch file exported from the Transaction Builder.');
  }
  if (!json || typeof json !== 'object' || Array.isArray(json)) {
    return fail('The file is not a Transaction Builder batch (expected a JSON object).');
  }
  const file = json as Partial<BatchFile>;
  if (file.version !== '1.0') {
    return fail(
      `Unsupported batch file version ${JSON.stringify(file.version ?? null)} (expected "1.0").`,
    );
  }
  if (String(file.chainId) !== expected.chainId) {
    return fail(
      `This batch is for chain ${String(file.chainId)}, but this Safe is on chain ${expected.chainId}.`,
    );
  }
  if (!file.meta || typeof file.meta !== 'object')
    return fail('The batch file has no "meta" section.');
  if (!Array.isArray(file.transactions)) return fail('The batch file has no "transactions" list.');
  if (file.transactions.length === 0) return fail('The batch file has no transactions.');
  const calls: ImportedBatchCall[] = [];
  for (const [index, tx] of file.transactions.entries()) {
    const parsed = parseTransaction(tx, index);
    if (typeof parsed === 'string') return fail(parsed);
    calls.push(parsed);
  }
  const claimed = file.meta.checksum;
  const checksum = !claimed
    ? 'missing'
    : claimed.toLowerCase() === batchFileChecksum(file as BatchFile)
      ? 'valid'
      : 'invalid';
  return { ok: true, file: file as BatchFile, calls, checksum };
}
