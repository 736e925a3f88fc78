import { AbiCoder, id } from 'ethers';
import type { DataDecoded, DecodedParameter, ValueDecoded } from '../../gateway/types';
import type {
  LocalDataDecoded,
  LocalDecodedValue,
  LocalValueDecoded,
} from '../decode/decode-calldata';
import type { Finding } from './findings';

type GatewayValue = DecodedParameter['value'];

function normalize(value: GatewayValue | LocalDecodedValue | unknown): unknown {
  if (Array.isArray(value)) return value.map(normalize);
  if (typeof value === 'boolean') return String(value);
  if (typeof value === 'number') return String(value);
  if (typeof value !== 'string') return value;
  const lower = value.toLowerCase();
  // Numbers may come as decimal strings with or without leading zeros; compare by value.
  if (/^-?\d+$/.test(lower)) return BigInt(lower).toString();
  return lower;
}

function same(a: unknown, b: unknown): boolean {
  return JSON.stringify(normalize(a)) === JSON.stringify(normalize(b));
}

function normalizeData(data: string | null | undefined): string {
  return !data || data === '0x' ? '0x' : data.toLowerCase();
}

function toAbiValue(type: string, value: GatewayValue): unknown {
  if (Array.isArray(value)) {
    const inner = type.replace(/\[\d*\]$/, '');
    return value.map((item) => toAbiValue(inner, item));
  }
  if (type === 'bool') return value.toLowerCase() === 'true';
  return value;
}

/**
 * For calldata the local decoder does not know: re-encode the gateway's decoding and compare it
 * with the raw bytes. True when they match exactly, false when they differ, null when unsure.
 */
export function reencodeMatches(decoded: DataDecoded, data: string): boolean | null {
  const parameters = decoded.parameters ?? [];
  if (parameters.some((p) => p.type.includes('tuple') || p.type.includes('('))) return null;
  try {
    const types = parameters.map((p) => p.type);
    const selector = id(`${decoded.method}(${types.join(',')})`).slice(0, 10);
    const args = AbiCoder.defaultAbiCoder().encode(
      types,
      parameters.map((p) => toAbiValue(p.type, p.value)),
    );
    return `${selector}${args.slice(2)}`.toLowerCase() === data.toLowerCase();
  } catch {
    return null;
  }
}

function mismatch(path: string, message: string, expected: unknown, actual: unknown): Finding {
  return {
    code: 'DATA_DECODED_MISMATCH',
    severity: 'error',
    message,
    path,
    expected: JSON.stringify(expected),
    actual: JSON.stringify(actual),
  };
}

/**
 * Compares the gateway's `dataDecoded` with the raw calldata: field by field against the local
 * decoding when the selector is known, else by re-encoding. Every difference is an error.
 */
export function compareDataDecoded(
  data: string | null | undefined,
  local: LocalDataDecoded | null,
  gateway: DataDecoded | null | undefined,
  path: string,
): Finding[] {
  const raw = normalizeData(data);
  if (!gateway) return [];
  if (raw === '0x') {
    return [mismatch(path, 'The decoded call has no calldata behind it', null, gateway.method)];
  }
  if (!local) {
    const matches = reencodeMatches(gateway, raw);
    if (matches === true) return [];
    if (matches === false)
      return [mismatch(path, 'The decoded call does not encode to the calldata', raw, gateway)];
    return [
      {
        code: 'DATA_DECODED_UNVERIFIED',
        severity: 'warning',
        message: 'The decoded call could not be checked against the calldata',
        path,
        actual: gateway.method,
      },
    ];
  }
  const findings: Finding[] = [];
  if (local.method !== gateway.method) {
    findings.push(
      mismatch(
        `${path}.method`,
        'The decoded method differs from the calldata',
        local.method,
        gateway.method,
      ),
    );
  }
  const gatewayParameters = gateway.parameters ?? [];
  if (gatewayParameters.length !== local.parameters.length) {
    findings.push(
      mismatch(
        `${path}.parameters`,
        'The decoded parameters differ from the calldata',
        local.parameters.length,
        gatewayParameters.length,
      ),
    );
    return findings;
  }
  local.parameters.forEach((expected, index) => {
    const actual = gatewayParameters[index]!;
    const at = `${path}.parameters[${index}]`;
    if (expected.type !== actual.type) {
      findings.push(
        mismatch(
          `${at}.type`,
          'A decoded parameter type differs from the calldata',
          expected.type,
          actual.type,
        ),
      );
    }
    if (!same(expected.value, actual.value)) {
      findings.push(
        mismatch(
          `${at}.value`,
          'A decoded parameter value differs from the calldata',
          expected.value,
          actual.value,
        ),
      );
    }
    if (expected.valueDecoded) {
      findings.push(
        ...compareValueDecoded(expected.valueDecoded, actual.valueDecoded, `${at}.valueDecoded`),
      );
    }
  });
  return findings;
}

function compareValueDecoded(
  local: LocalValueDecoded[],
  gateway: DecodedParameter['valueDecoded'],
  path: string,
): Finding[] {
  if (!Array.isArray(gateway)) {
    return [
      mismatch(
        path,
        'The batched calls are missing from the decoded data',
        local.length,
        gateway ?? null,
      ),
    ];
  }
  if (gateway.length !== local.length) {
    return [
      mismatch(
        path,
        'The number of batched calls differs from the calldata',
        local.length,
        gateway.length,
      ),
    ];
  }
  const findings: Finding[] = [];
  local.forEach((expected, index) => {
    const actual: ValueDecoded = gateway[index]!;
    const at = `${path}[${index}]`;
    if (Number(actual.operation) !== expected.operation) {
      findings.push(
        mismatch(
          `${at}.operation`,
          'A batched call operation differs',
          expected.operation,
          actual.operation,
        ),
      );
    }
    if (String(actual.to).toLowerCase() !== expected.to.toLowerCase()) {
      findings.push(
        mismatch(`${at}.to`, 'A batched call recipient differs', expected.to, actual.to),
      );
    }
    if (!same(expected.value, actual.value ?? '0')) {
      findings.push(
        mismatch(`${at}.value`, 'A batched call value differs', expected.value, actual.value),
      );
    }
    if (normalizeData(actual.data) !== normalizeData(expected.data)) {
      findings.push(
        mismatch(`${at}.data`, 'A batched call data differs', expected.data, actual.data),
      );
    }
    findings.push(
      ...compareDataDecoded(
        expected.data,
        expected.dataDecoded,
        actual.dataDecoded,
        `${at}.dataDecoded`,
      ),
    );
  });
  return findings;
}
