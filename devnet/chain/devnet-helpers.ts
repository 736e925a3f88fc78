import type { Contract } from 'ethers';
import { ContractFactory, type JsonRpcProvider, type Signer } from 'ethers';
import { devnetContract } from '../contracts/compile.js';
import {
  deployCreate2,
  ensureCreate2Factories,
  SAFE_SINGLETON_FACTORY,
} from './deploy-safe-contracts.js';

/**
 * Deploys the 1.3.0 → 1.4.1 migration (devnet/contracts/SafeMigration130To141.sol) at its fixed
 * CREATE2 address (salt 0 through the Safe singleton factory) and returns that address. This is the
 * delegatecall target the devnet trusts for implementation updates.
 */
export async function deploySafeMigration(provider: JsonRpcProvider): Promise<string> {
  await ensureCreate2Factories(provider);
  return deployCreate2(provider, devnetContract('SafeMigration130To141').bytecode, {
    factory: SAFE_SINGLETON_FACTORY,
  });
}

/** Where Safe's official SafeMigration (1.4.1 target) lives on every chain that has it. */
export const CANONICAL_SAFE_MIGRATION = '0x526643F69b81B008F46d95CD5ced5eC0edFFDaC6';

/**
 * Places the devnet migration's runtime at the official SafeMigration address, so the app's update
 * flow (which only ever delegates to the official address) runs on the devnet. The official creation
 * code is not available offline; the devnet contract has the same function names and effects
 * (singleton in slot 0, 1.4.1 fallback handler). Its own address stays untrusted by the app.
 */
export async function installCanonicalSafeMigration(
  provider: JsonRpcProvider,
  migrationAddress: string,
): Promise<string> {
  if ((await provider.getCode(CANONICAL_SAFE_MIGRATION)) === '0x') {
    const runtime = await provider.getCode(migrationAddress);
    await provider.send('hardhat_setCode', [CANONICAL_SAFE_MIGRATION, runtime]);
  }
  return CANONICAL_SAFE_MIGRATION;
}

/** Deploys a guard that accepts everything and counts checks (valid for Safe 1.3.0 and 1.4.1). */
export async function deployTestGuard(signer: Signer): Promise<Contract> {
  const artifact = devnetContract('TestGuard');
  const guard = await new ContractFactory(artifact.abi, artifact.bytecode, signer).deploy();
  await guard.waitForDeployment();
  return guard as Contract;
}

/** Deploys the contract custom calls are tested against (no gateway knows its ABI). */
export async function deployTestTarget(signer: Signer): Promise<Contract> {
  const artifact = devnetContract('TestTarget');
  const target = await new ContractFactory(artifact.abi, artifact.bytecode, signer).deploy();
  await target.waitForDeployment();
  return target as Contract;
}
