// Every Safe GSxxx code of 1.3.0 / 1.4.1 (read from the contracts' own sources in node_modules)
// has words and what to do, in the one table execution, estimates and the simulation use.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  decodeRevertReason,
  explainSafeErrorCode,
  explainSafeErrorIn,
  SAFE_ERROR_CODES,
} from '../../../../src/safe';
import { revertWords } from '../../../../src/features/tx-flows/executionErrors';
import { JsonRpcError } from '../../../../src/query/rpc/errors';
import { AbiCoder, concat } from 'ethers';

function solidityFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return solidityFiles(path);
    return name.endsWith('.sol') ? [path] : [];
  });
}

const contractsDir = join(process.cwd(), 'node_modules/@safe-global/safe-contracts/contracts');
const codesInSources = [
  ...new Set(
    solidityFiles(contractsDir).flatMap((file) =>
      [...readFileSync(file, 'utf8').matchAll(/"(GS\d{3})"/g)].map((m) => m[1]!),
    ),
  ),
].sort();

const errorString = (reason: string) =>
  concat(['0x08c379a0', AbiCoder.defaultAbiCoder().encode(['string'], [reason])]);

describe('Safe error codes', () => {
  it('finds the codes in the Safe sources', () => {
    expect(codesInSources).toContain('GS013');
    expect(codesInSources.length).toBeGreaterThanOrEqual(30);
  });

  it.each(codesInSources)('%s has words and what to do', (code) => {
    const entry = SAFE_ERROR_CODES[code];
    expect(entry?.meaning.length).toBeGreaterThan(5);
    expect(entry?.action.length).toBeGreaterThan(5);
    const words = explainSafeErrorCode(code)!;
    expect(words).toBe(`${code}: ${entry!.meaning}. ${entry!.action}`);
    // The simulation's decoder uses the same table.
    expect(decodeRevertReason(errorString(code)).message).toBe(words);
  });

  it('finds a code inside a node’s or wallet’s text', () => {
    expect(explainSafeErrorIn('execution reverted: GS026')).toMatch(/^GS026: invalid owner/);
    expect(explainSafeErrorIn('execution reverted')).toBeNull();
  });

  it('puts an estimate failure into words: a GS code, revert data, or a plain reason', () => {
    expect(revertWords(new JsonRpcError(3, 'execution reverted: GS013'))).toMatch(/^GS013: /);
    expect(revertWords(new JsonRpcError(3, 'execution reverted', errorString('GS020')))).toMatch(
      /^GS020: signatures data too short\. /,
    );
    expect(revertWords(new JsonRpcError(3, 'execution reverted: not allowed'))).toBe(
      'Reverted: “not allowed”.',
    );
    expect(revertWords(new Error('network down'))).toBeNull();
  });
});
