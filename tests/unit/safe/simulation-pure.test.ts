// The pure parts of local simulation and execution fees: revert reasons from real bytes, the
// simulateAndRevert payload shape, balance diffs, candidate tokens, EIP-1559 fee suggestions, the
// node error shapes revert data arrives in, and the BalanceProbe runtime against its source.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { AbiCoder, MaxUint256, Wallet, id } from 'ethers';
import {
  BALANCE_PROBE_RUNTIME,
  balanceChanges,
  buildErc20TransferCall,
  buildNativeTransferCall,
  candidateTokens,
  canSimulate,
  decodeRevertReason,
  decodeSimulateAndRevert,
  decodeSimulateTxResult,
  executionFeeFields,
  explainSafeErrorCode,
  InvalidSimulationResultError,
  suggestEip1559Fees,
} from '../../../src/safe/index.js';
import { JsonRpcError, revertDataOf } from '../../../src/query/rpc/index.js';

const coder = AbiCoder.defaultAbiCoder();
const errorString = (reason: string) => `0x08c379a0${coder.encode(['string'], [reason]).slice(2)}`;

// Recorded from Hardhat (Safe 1.4.1, SimulateTxAccessor 1.4.1): an ERC-20 transfer(…, 5000) of a
// Safe holding 1000 — success ‖ size ‖ abi(estimate, false, Error("ERC20: balance")).
const RECORDED_FAILED =
  '0x' +
  '0000000000000000000000000000000000000000000000000000000000000001' +
  '0000000000000000000000000000000000000000000000000000000000000100' +
  '000000000000000000000000000000000000000000000000000000000000167a' +
  '0000000000000000000000000000000000000000000000000000000000000000' +
  '0000000000000000000000000000000000000000000000000000000000000060' +
  '0000000000000000000000000000000000000000000000000000000000000064' +
  '08c379a000000000000000000000000000000000000000000000000000000000' +
  '0000002000000000000000000000000000000000000000000000000000000000' +
  '0000000e45524332303a2062616c616e63650000000000000000000000000000' +
  '0000000000000000000000000000000000000000000000000000000000000000';

describe('decodeSimulateTxResult', () => {
  it('decodes a recorded failed simulation into gas and the token’s reason', () => {
    const result = decodeSimulateTxResult(RECORDED_FAILED);
    expect(result.success).toBe(false);
    expect(result.gasUsed).toBe(0x167an);
    expect(decodeRevertReason(result.returnData).message).toBe('Reverted: “ERC20: balance”.');
  });

  it('rejects a payload whose length word lies, and an accessor that failed', () => {
    // The length word (second) says 0x120 bytes follow, but 0x100 do.
    const bad = `${RECORDED_FAILED.slice(0, 66)}${'0'.repeat(61)}120${RECORDED_FAILED.slice(130)}`;
    expect(() => decodeSimulateTxResult(bad)).toThrow(InvalidSimulationResultError);
    const accessorFailed = `0x${'0'.repeat(64)}${'0'.repeat(64)}`;
    expect(decodeSimulateAndRevert(accessorFailed)).toEqual({
      delegateSuccess: false,
      returnData: '0x',
    });
    expect(() => decodeSimulateTxResult(accessorFailed)).toThrow(InvalidSimulationResultError);
    expect(() => decodeSimulateTxResult('0x08c379a0')).toThrow(InvalidSimulationResultError);
  });
});

describe('decodeRevertReason', () => {
  it('explains GS codes in words and keeps other strings', () => {
    expect(decodeRevertReason(errorString('GS013')).message).toBe(
      'GS013: the Safe transaction failed and neither safeTxGas nor gasPrice was set. The call itself fails: check its target, amount and data (the simulation shows why), or reject it.',
    );
    expect(decodeRevertReason(errorString('not allowed'))).toEqual({
      kind: 'error',
      reason: 'not allowed',
      message: 'Reverted: “not allowed”.',
    });
    expect(explainSafeErrorCode('GS999')).toBeNull();
  });

  it('decodes Panic(uint256) with its meaning', () => {
    const panic = `0x4e487b71${coder.encode(['uint256'], [0x11]).slice(2)}`;
    expect(decodeRevertReason(panic)).toEqual({
      kind: 'panic',
      code: 0x11n,
      message: 'Panic 0x11: arithmetic overflow or underflow.',
    });
  });

  it('shows a custom error as selector and data, and empty data as no reason', () => {
    const selector = id('InsufficientBalance(uint256)').slice(0, 10);
    const data = `${selector}${coder.encode(['uint256'], [7]).slice(2)}`;
    expect(decodeRevertReason(data)).toEqual({
      kind: 'custom',
      selector,
      data: `0x${coder.encode(['uint256'], [7]).slice(2)}`,
      message: `Reverted with custom error ${selector} (data 0x${'0'.repeat(63)}7).`,
    });
    expect(decodeRevertReason('0x').kind).toBe('empty');
    expect(decodeRevertReason('0x1234').message).toBe('Reverted with 0x1234.');
  });
});

describe('balance diffs and candidate tokens', () => {
  it('keeps only moved balances and skips tokens that did not answer', () => {
    const token = Wallet.createRandom().address;
    const silent = Wallet.createRandom().address;
    expect(
      balanceChanges([null, token, silent], [10n, 5n, MaxUint256], [7n, 5n, MaxUint256]),
    ).toEqual([{ token: null, before: 10n, after: 7n, delta: -3n }]);
  });

  it('takes the call target only when it carries data, never the Safe itself', () => {
    const safe = Wallet.createRandom().address;
    const token = Wallet.createRandom().address;
    const extra = Wallet.createRandom().address;
    expect(candidateTokens(safe, buildNativeTransferCall({ to: token, value: 1n }))).toEqual([]);
    expect(
      candidateTokens(safe, buildErc20TransferCall({ token, to: safe, value: 1n }), [
        extra,
        safe,
        token,
      ]),
    ).toEqual([token, extra]);
  });

  it('knows which Safe versions can simulate', () => {
    expect(canSimulate('1.4.1')).toBe(true);
    expect(canSimulate('1.3.0+L2')).toBe(true);
    expect(canSimulate('1.2.0')).toBe(false);
    expect(canSimulate('nonsense')).toBe(false);
  });
});

describe('EIP-1559 fees', () => {
  it('uses the node’s tip and twice the next base fee', () => {
    const fees = suggestEip1559Fees({ baseFeePerGas: [100n, 90n, 80n], reward: [[5n], [6n]] }, 3n);
    expect(fees).toEqual({ maxPriorityFeePerGas: 3n, maxFeePerGas: 163n });
    expect(executionFeeFields({ type: 'eip1559', ...fees })).toEqual({
      maxFeePerGas: '0xa3',
      maxPriorityFeePerGas: '0x3',
    });
  });

  it('falls back to the median reward, then to no tip; refuses a history without base fees', () => {
    expect(suggestEip1559Fees({ baseFeePerGas: [10n, 20n], reward: [[9n], [1n], [4n]] })).toEqual({
      maxPriorityFeePerGas: 4n,
      maxFeePerGas: 44n,
    });
    expect(suggestEip1559Fees({ baseFeePerGas: [10n] }).maxPriorityFeePerGas).toBe(0n);
    expect(() => suggestEip1559Fees({ baseFeePerGas: [] })).toThrow(RangeError);
    expect(executionFeeFields({ type: 'legacy', gasPrice: 1_000_000_000n })).toEqual({
      gasPrice: '0x3b9aca00',
    });
  });
});

describe('revertDataOf', () => {
  it('reads geth’s flat data, Hardhat’s nested data, and nothing from other errors', () => {
    expect(revertDataOf(new JsonRpcError(3, 'execution reverted', '0xABCD'))).toBe('0xabcd');
    expect(
      revertDataOf(new JsonRpcError(-32603, 'VM Exception', { message: 'm', data: '0x1234' })),
    ).toBe('0x1234');
    expect(revertDataOf(new JsonRpcError(-32602, 'bad params'))).toBeNull();
    expect(revertDataOf(new JsonRpcError(3, 'x', 'not hex'))).toBeNull();
    expect(revertDataOf(new Error('plain'))).toBeNull();
  });
});

describe('BalanceProbe runtime', () => {
  it('is exactly what solc makes of BalanceProbe.sol (paris, 200 runs, no metadata)', () => {
    const require = createRequire(import.meta.url);
    const solc = require('solc') as { compile: (input: string) => string };
    const source = readFileSync(
      new URL('../../../src/safe/simulation/BalanceProbe.sol', import.meta.url),
      'utf8',
    );
    const output = JSON.parse(
      solc.compile(
        JSON.stringify({
          language: 'Solidity',
          sources: { 'BalanceProbe.sol': { content: source } },
          settings: {
            optimizer: { enabled: true, runs: 200 },
            evmVersion: 'paris',
            metadata: { bytecodeHash: 'none', appendCBOR: false },
            outputSelection: { '*': { '*': ['evm.deployedBytecode.object'] } },
          },
        }),
      ),
    ) as {
      contracts: Record<string, Record<string, { evm: { deployedBytecode: { object: string } } }>>;
    };
    const runtime = output.contracts['BalanceProbe.sol']!.BalanceProbe!.evm.deployedBytecode.object;
    expect(BALANCE_PROBE_RUNTIME).toBe(`0x${runtime}`);
    // paris: no PUSH0 (0x5f) as an opcode would fail on chains before Shanghai; checked by solc's choice.
  }, 120_000);
});
