// The Transaction Builder's checksum of a batch file: keccak256 over a key-sorted serialisation of
// the file with `meta.name` set to null (so renaming keeps it) and without `meta.checksum` itself.
import { keccak256, toUtf8Bytes } from 'ethers';

// undefined inside values serialises as null, as the Transaction Builder does.
const replacer = (_key: string, value: unknown) => (value === undefined ? null : value);

function serialize(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(serialize).join(',')}]`;
  if (typeof value === 'object' && value !== null) {
    const record = value as Record<string, unknown>;
    const keys = Object.keys(record).sort();
    return `{${JSON.stringify(keys, replacer)}${keys.map((key) => `${serialize(record[key])},`).join('')}}`;
  }
  return String(JSON.stringify(value, replacer));
}

/** The checksum the Transaction Builder writes into `meta.checksum` for `file`. */
export function batchFileChecksum(file: { meta?: Record<string, unknown> | null }): string {
  const { checksum: _ignored, ...meta } = file.meta ?? {};
  return keccak256(toUtf8Bytes(serialize({ ...file, meta: { ...meta, name: null } })));
}
