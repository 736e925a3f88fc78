import { createConnection } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Contract, getAddress, keccak256 } from 'ethers';
import {
  canonicalDeployment,
  createSafe,
  deploySafeContracts,
  deploySafeMigration,
  deployTestGuard,
  deployTestTokens,
  loadSafeArtifact,
  SAFE_CONTRACT_NAMES,
  startChain,
  testOwners,
  type Chain,
  type SafeDeployments,
} from '../../../devnet/chain/index.js';
import { createOnChainExpect } from './helpers/on-chain-expect.js';

const expectOnChain = createOnChainExpect('chain-harness');

function portAcceptsConnections(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = createConnection({ host: '127.0.0.1', port });
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}

function processExists(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

describe('chain harness', () => {
  let chain: Chain;
  let deployments: SafeDeployments;

  beforeAll(async () => {
    chain = await startChain();
    deployments = await deploySafeContracts(chain.provider);
  });
  afterAll(async () => {
    await chain?.stop();
  });

  it('runs a Hardhat node on chain 31337 with the test mnemonic accounts', async () => {
    expectOnChain(chain.chainId).toBe(31337n);
    const accounts = (await chain.provider.send('eth_accounts', [])) as string[];
    const owners = testOwners(chain.provider, 3);
    expectOnChain(accounts.slice(0, 3).map((a) => getAddress(a))).toEqual(
      owners.map((o) => o.address),
    );
    expectOnChain(await chain.provider.getBalance(owners[2]!.address)).toBeGreaterThan(10n ** 21n);
  });

  it('deploys both Safe versions at their canonical addresses with the published code', async () => {
    for (const version of ['1.3.0', '1.4.1'] as const) {
      for (const name of SAFE_CONTRACT_NAMES) {
        const address = deployments[version][name];
        expect(address).toBe(getAddress(canonicalDeployment(version, name).address));
        const code = await chain.provider.getCode(address);
        if (version === '1.3.0' && name === 'signMessageLib') {
          expectOnChain(code).toBe(loadSafeArtifact(version, name).deployedBytecode.toLowerCase());
        } else {
          expectOnChain(keccak256(code)).toBe(
            canonicalDeployment(version, name).codeHash.toLowerCase(),
          );
        }
      }
    }
  });

  it('is idempotent', async () => {
    const before = await chain.provider.getBlockNumber();
    expect(await deploySafeContracts(chain.provider)).toEqual(deployments);
    expectOnChain(await chain.provider.getBlockNumber()).toBe(before);
  });

  it('creates 1.3.0 and 1.4.1 Safes with the given owners, threshold and fallback handler', async () => {
    const [payer, ...owners] = testOwners(chain.provider, 4);
    for (const version of ['1.3.0', '1.4.1'] as const) {
      const address = await createSafe({
        signer: payer!,
        owners: owners.map((o) => o.address),
        threshold: 2,
        version,
        saltNonce: 7n,
      });
      const safe = new Contract(
        address,
        [
          'function getOwners() view returns (address[])',
          'function getThreshold() view returns (uint256)',
          'function VERSION() view returns (string)',
          'function getStorageAt(uint256,uint256) view returns (bytes)',
        ],
        chain.provider,
      );
      expectOnChain(await safe.getFunction('getOwners')()).toEqual(owners.map((o) => o.address));
      expectOnChain(await safe.getFunction('getThreshold')()).toBe(2n);
      expectOnChain(await safe.getFunction('VERSION')()).toBe(version);
      const singleton = await chain.provider.getStorage(address, 0);
      expectOnChain(getAddress(`0x${singleton.slice(26)}`)).toBe(deployments[version].safeL2);
      const handlerSlot = '0x6c9a6c4a39284e37ed1cf53d337577d14212a4870fb976a4366c693b939918d5';
      const handler = await chain.provider.getStorage(address, handlerSlot);
      expectOnChain(getAddress(`0x${handler.slice(26)}`)).toBe(
        deployments[version].fallbackHandler,
      );
    }
  });

  it('deploys mintable test tokens, the test guard and the migration', async () => {
    const [deployer, holder] = testOwners(chain.provider, 2);
    const { erc20, erc721 } = await deployTestTokens(deployer!);
    await (await erc20.getFunction('mint')(holder!.address, 1000n)).wait();
    await (await erc721.getFunction('mint')(holder!.address, 42n)).wait();
    expectOnChain(await erc20.getFunction('balanceOf')(holder!.address)).toBe(1000n);
    expectOnChain(await erc721.getFunction('ownerOf')(42n)).toBe(holder!.address);
    const guard = await deployTestGuard(deployer!);
    expectOnChain(await guard.getFunction('checkedTransactions')()).toBe(0n);
    const migration = await deploySafeMigration(chain.provider);
    expectOnChain(await chain.provider.getCode(migration)).not.toBe('0x');
    expect(await deploySafeMigration(chain.provider)).toBe(migration);
  });
});

describe('chain lifecycle', () => {
  it('stop() kills the node and frees its port', async () => {
    const chain = await startChain();
    expect(processExists(chain.pid)).toBe(true);
    expect(await portAcceptsConnections(chain.port)).toBe(true);
    await chain.stop();
    expect(processExists(chain.pid)).toBe(false);
    expect(await portAcceptsConnections(chain.port)).toBe(false);
  });
});
