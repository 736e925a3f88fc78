// Local simulation against real Safes (1.3.0 and 1.4.1) on a real Hardhat chain: the calldata of
// simulateAndRevert through the official SimulateTxAccessor, the decoding of its revert payload,
// revert reasons (Error(string), GSxxx), and the BalanceProbe's balance changes via a state
// override — first with src/safe alone, then through the session's simulateSafeTransaction.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseEther, Wallet, type Contract, type HDNodeWallet } from 'ethers';
import {
  createSafe,
  deploySafeContracts,
  deployTestTokens,
  startChain,
  testOwners,
  type Chain,
  type SafeDeployments,
} from '../../../devnet/chain/index.js';
import {
  BALANCE_PROBE_ADDRESS,
  balanceProbeOverride,
  buildChangeThresholdCall,
  buildErc20TransferCall,
  buildMultiSendCall,
  buildNativeTransferCall,
  candidateTokens,
  createSafeTransaction,
  decodeBalanceProbeResult,
  decodeRevertReason,
  decodeSimulateTxResult,
  encodeBalanceProbeCall,
  encodeSimulateTxCall,
  isKnownAccessorCode,
  type SafeCall,
} from '../../../src/safe/index.js';
import { ethCallExpectingRevert } from '../../../src/query/rpc/index.js';
import { simulateSafeTransaction } from '../../../src/session/simulation/simulateSafeTransaction.js';
import { executionFees } from '../../../src/features/tx-flows/chainRpc.js';
import type { ChainInfo } from '../../../src/gateway/index.js';

let chain: Chain;
let deployments: SafeDeployments;
let wallets: HDNodeWallet[];
let token: Contract;
let tokenAddress: string;

beforeAll(async () => {
  chain = await startChain();
  deployments = await deploySafeContracts(chain.provider);
  wallets = testOwners(chain.provider, 2);
  ({ erc20: token } = await deployTestTokens(wallets[0]!));
  tokenAddress = await token.getAddress();
}, 120_000);
afterAll(async () => {
  await chain?.stop();
});

async function simulateRaw(safe: string, accessor: string, call: SafeCall) {
  const answer = await ethCallExpectingRevert({
    url: chain.rpcUrl,
    to: safe,
    data: encodeSimulateTxCall(accessor, call),
  });
  expect(answer.reverted).toBe(true);
  return decodeSimulateTxResult(answer.data);
}

describe.each(['1.3.0', '1.4.1'] as const)('Safe %s', (version) => {
  let safe: string;
  let accessor: string;
  const recipient = Wallet.createRandom().address;

  beforeAll(async () => {
    safe = await createSafe({
      signer: wallets[0]!,
      owners: [wallets[0]!.address, wallets[1]!.address],
      threshold: 1,
      version,
      saltNonce: version === '1.3.0' ? 7130n : 7141n,
    });
    accessor = deployments[version].simulateTxAccessor;
    await (await wallets[0]!.sendTransaction({ to: safe, value: parseEther('3') })).wait();
    await (await token.getFunction('mint')(safe, 10n * 10n ** 18n)).wait();
  });

  it('finds the official accessor by its code on this chain', async () => {
    expect(isKnownAccessorCode(accessor, await chain.provider.getCode(accessor))).toBe(true);
    // Another contract's code at the accessor's address, or the accessor's code elsewhere: no.
    expect(isKnownAccessorCode(accessor, await chain.provider.getCode(safe))).toBe(false);
    expect(isKnownAccessorCode(safe, await chain.provider.getCode(accessor))).toBe(false);
  });

  it('simulates a token transfer the Safe can pay: success, gas used, return data true', async () => {
    const result = await simulateRaw(
      safe,
      accessor,
      buildErc20TransferCall({ token: tokenAddress, to: recipient, value: 5n * 10n ** 18n }),
    );
    expect(result.success).toBe(true);
    expect(result.gasUsed).toBeGreaterThan(20_000n);
    expect(result.gasUsed).toBeLessThan(100_000n);
    expect(BigInt(result.returnData)).toBe(1n);
    // Simulated only: nothing moved.
    expect(await token.getFunction('balanceOf')(recipient)).toBe(0n);
  });

  it('simulates a transfer of more than the Safe holds: failed with the token’s reason', async () => {
    const result = await simulateRaw(
      safe,
      accessor,
      buildErc20TransferCall({ token: tokenAddress, to: recipient, value: 11n * 10n ** 18n }),
    );
    expect(result.success).toBe(false);
    expect(decodeRevertReason(result.returnData)).toEqual({
      kind: 'error',
      reason: 'ERC20: balance',
      message: 'Reverted: “ERC20: balance”.',
    });
  });

  it('explains the Safe’s own code: a threshold above the owner count is GS201', async () => {
    const result = await simulateRaw(
      safe,
      accessor,
      buildChangeThresholdCall({ safeAddress: safe, threshold: 3n }),
    );
    expect(result.success).toBe(false);
    expect(decodeRevertReason(result.returnData).message).toBe(
      'GS201: threshold cannot exceed owner count. Lower the threshold, or add owners first, then propose again.',
    );
  });

  it('reads the Safe’s balance changes of a batch through the probe (state override)', async () => {
    const call = buildMultiSendCall({
      multiSend: deployments[version].multiSendCallOnly,
      calls: [
        buildNativeTransferCall({ to: recipient, value: parseEther('1') }),
        buildErc20TransferCall({ token: tokenAddress, to: recipient, value: 5n * 10n ** 18n }),
      ],
    });
    const tokens = candidateTokens(safe, call);
    expect(tokens).toEqual([tokenAddress]);
    const answer = await ethCallExpectingRevert({
      url: chain.rpcUrl,
      to: safe,
      data: encodeBalanceProbeCall(call, tokens),
      stateOverride: balanceProbeOverride(),
    });
    const changes = decodeBalanceProbeResult(answer.data, tokens);
    expect(changes).toEqual([
      { token: null, before: parseEther('3'), after: parseEther('2'), delta: -parseEther('1') },
      {
        token: tokenAddress,
        before: 10n * 10n ** 18n,
        after: 5n * 10n ** 18n,
        delta: -5n * 10n ** 18n,
      },
    ]);
    // The probe was never deployed: the override lived for that one call.
    expect(await chain.provider.getCode(BALANCE_PROBE_ADDRESS)).toBe('0x');
    expect(await chain.provider.getBalance(safe)).toBe(parseEther('3'));
  });

  it('simulateSafeTransaction: success with gas and balance changes, token facts read on chain', async () => {
    const call = buildErc20TransferCall({
      token: tokenAddress,
      to: recipient,
      value: 5n * 10n ** 18n,
    });
    const result = await simulateSafeTransaction({
      rpcUrl: chain.rpcUrl,
      safeAddress: safe,
      version,
      call: createSafeTransaction(call, { nonce: 0n }),
    });
    expect(result.status).toBe('success');
    if (result.status !== 'success') return;
    expect(result.accessor).toBe(deployments['1.4.1'].simulateTxAccessor);
    expect(result.balances).toEqual({
      status: 'ok',
      changes: [
        {
          token: tokenAddress,
          before: 10n * 10n ** 18n,
          after: 5n * 10n ** 18n,
          delta: -5n * 10n ** 18n,
          symbol: 'TST',
          decimals: 18,
        },
      ],
    });
  });

  it('simulateSafeTransaction: a native transfer above the balance fails without a reason', async () => {
    const result = await simulateSafeTransaction({
      rpcUrl: chain.rpcUrl,
      safeAddress: safe,
      version,
      call: buildNativeTransferCall({ to: recipient, value: parseEther('4') }),
    });
    expect(result.status).toBe('failed');
    if (result.status !== 'failed') return;
    expect(result.revert).toEqual({ kind: 'empty', message: 'Reverted without a reason.' });
    expect(result.balances).toEqual({ status: 'ok', changes: [] });
  });
});

describe('simulateSafeTransaction refuses what it cannot trust', () => {
  it('says unavailable for a Safe older than 1.3.0 without asking the chain', async () => {
    const result = await simulateSafeTransaction({
      rpcUrl: 'http://127.0.0.1:9/never-asked',
      safeAddress: Wallet.createRandom().address,
      version: '1.2.0',
      call: buildNativeTransferCall({ to: Wallet.createRandom().address, value: 1n }),
    });
    expect(result).toEqual({
      status: 'unavailable',
      reason: 'this Safe (version 1.2.0) cannot simulate its own transactions; 1.3.0 or later can',
    });
  });

  it('says unavailable when the address is no Safe (the call does not revert like one)', async () => {
    const result = await simulateSafeTransaction({
      rpcUrl: chain.rpcUrl,
      safeAddress: Wallet.createRandom().address,
      version: '1.4.1',
      call: buildNativeTransferCall({ to: Wallet.createRandom().address, value: 1n }),
    });
    expect(result.status).toBe('unavailable');
  });
});

describe('executionFees on the Hardhat chain', () => {
  const chainWith = (features: string[]) =>
    ({
      chainId: '31337',
      features,
      rpcUri: { authentication: 'NO_AUTHENTICATION', value: 'http://127.0.0.1:9/not-this-one' },
    }) as unknown as ChainInfo;

  it('sends EIP-1559 fees where the chain config says EIP1559, over the user’s RPC', async () => {
    const fees = await executionFees(chainWith(['EIP1559']), chain.rpcUrl);
    const tip = BigInt(await chain.provider.send('eth_maxPriorityFeePerGas', []));
    const history = (await chain.provider.send('eth_feeHistory', ['0x5', 'latest', [50]])) as {
      baseFeePerGas: string[];
    };
    const nextBase = BigInt(history.baseFeePerGas[history.baseFeePerGas.length - 1]!);
    expect(fees).toEqual({
      type: 'eip1559',
      maxPriorityFeePerGas: tip,
      maxFeePerGas: nextBase * 2n + tip,
    });
  });

  it('sends the legacy gas price otherwise', async () => {
    const fees = await executionFees(chainWith([]), chain.rpcUrl);
    expect(fees).toEqual({
      type: 'legacy',
      gasPrice: BigInt(await chain.provider.send('eth_gasPrice', [])),
    });
  });
});
