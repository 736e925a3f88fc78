// Decoding with the user's own ABI: the gateway cannot decode a contract it has no ABI for, but this
// device may have one (pasted when the call was built). The decoding is strict (the arguments must
// re-encode to the exact calldata) and any disagreement with the gateway's decoding is a finding.
import {
  dataLength,
  dataSlice,
  getAddress,
  type Interface,
  type ParamType,
  type Result,
} from 'ethers';
import type { DataDecoded, DecodedParameter } from '../../gateway/types';
import { decodeCalldata, type LocalDataDecoded, type LocalDecodedValue } from '../decode';
import { compareDataDecoded } from '../verify/compare-decoded';
import type { Finding } from '../verify/findings';

/** Finds the user's ABI for a contract address (any case), or null. */
export type UserAbiLookup = (address: string) => Interface | null;

function formatValue(type: ParamType, value: unknown): LocalDecodedValue {
  if (type.isArray()) {
    return (value as Result).toArray().map((item) => formatValue(type.arrayChildren!, item));
  }
  if (type.isTuple()) {
    return (value as Result).toArray().map((item, i) => formatValue(type.components![i]!, item));
  }
  if (type.baseType === 'address') return getAddress(value as string);
  if (type.baseType === 'bool') return value ? 'True' : 'False';
  if (typeof value === 'bigint') return value.toString();
  // Strings stay as typed; hex bytes are lower-cased as the gateway sends them.
  return type.baseType === 'string' ? String(value) : String(value).toLowerCase();
}

/** Decodes `data` with `iface`; null when the selector is not in it or the bytes do not re-encode. */
export function decodeWithAbi(
  iface: Interface,
  data: string | null | undefined,
): LocalDataDecoded | null {
  if (!data || dataLength(data) < 4) return null;
  const fragment = iface.getFunction(dataSlice(data, 0, 4));
  if (!fragment) return null;
  try {
    const args = iface.decodeFunctionData(fragment, data);
    if (iface.encodeFunctionData(fragment, args).toLowerCase() !== data.toLowerCase()) return null;
    return {
      method: fragment.name,
      parameters: fragment.inputs.map((input, index) => ({
        name: input.name,
        type: input.type,
        value: formatValue(input, args[index]),
      })),
    };
  } catch {
    return null;
  }
}

/** One call of a transaction decoded with the user's ABI. */
export type UserAbiDecodedCall = {
  /** `txData` for the transaction's own call, `txData.batch[2]` for a batched call. */
  path: string;
  /** Checksummed target. */
  to: string;
  /** 0-based position in the batch; null for the transaction's own call. */
  batchIndex: number | null;
  decoded: LocalDataDecoded;
  /** The gateway's decoding of the same call, if it sent one. */
  gateway: DataDecoded | null;
};

/** The outcome of {@link decodeWithUserAbis}. */
export type DecodeWithUserAbisReturnType = { calls: UserAbiDecodedCall[]; findings: Finding[] };

function differences(
  data: string,
  decoded: LocalDataDecoded,
  gateway: DataDecoded | null,
  path: string,
): Finding[] {
  if (!gateway) return [];
  // The user's ABI, being strict, is as good as the calldata: any gateway difference is reported.
  return compareDataDecoded(data, decoded, gateway, path).map((finding) => ({
    ...finding,
    code: 'USER_ABI_MISMATCH',
    severity: 'warning',
    message: `The gateway decodes this call differently from your ABI: ${finding.message.charAt(0).toLowerCase()}${finding.message.slice(1)}`,
  }));
}

function gatewayBatch(gateway: DataDecoded | null | undefined): DecodedParameter['valueDecoded'] {
  return gateway?.method === 'multiSend' ? gateway.parameters?.[0]?.valueDecoded : null;
}

/**
 * Decodes a transaction's call (and each call of a multiSend batch) with the user's ABIs for their
 * targets, and reports where the gateway's decoding disagrees. Calls without a user ABI are skipped.
 */
export function decodeWithUserAbis(
  txData: { to: string; data: string | null | undefined; dataDecoded?: DataDecoded | null },
  lookup: UserAbiLookup,
): DecodeWithUserAbisReturnType {
  const calls: UserAbiDecodedCall[] = [];
  const findings: Finding[] = [];
  const data = txData.data ?? '0x';
  const own = lookup(txData.to);
  const ownDecoded = own ? decodeWithAbi(own, data) : null;
  if (ownDecoded) {
    const gateway = txData.dataDecoded ?? null;
    calls.push({
      path: 'txData',
      to: getAddress(txData.to),
      batchIndex: null,
      decoded: ownDecoded,
      gateway,
    });
    findings.push(...differences(data, ownDecoded, gateway, 'txData.dataDecoded'));
    return { calls, findings };
  }
  let local: LocalDataDecoded | null;
  try {
    local = decodeCalldata(data);
  } catch {
    // A malformed batch is the verifier's finding already; nothing to decode here.
    return { calls, findings };
  }
  const inner = local?.method === 'multiSend' ? local.parameters[0]?.valueDecoded : undefined;
  const gatewayInner = gatewayBatch(txData.dataDecoded);
  (inner ?? []).forEach((call, index) => {
    const iface = lookup(call.to);
    const decoded = iface ? decodeWithAbi(iface, call.data) : null;
    if (!decoded || !call.data) return;
    const gateway = Array.isArray(gatewayInner) ? (gatewayInner[index]?.dataDecoded ?? null) : null;
    const path = `txData.batch[${index}]`;
    calls.push({ path, to: call.to, batchIndex: index, decoded, gateway });
    findings.push(...differences(call.data, decoded, gateway, `${path}.dataDecoded`));
  });
  return { calls, findings };
}
