import { createRequire } from 'node:module';
import { readFileSync } from 'node:fs';
import {
  getAddress,
  getCreate2Address,
  keccak256,
  Transaction,
  ZeroHash,
  type JsonRpcProvider,
} from 'ethers';
import {
  canonicalDeployment,
  loadSafeArtifact,
  SAFE_CONTRACT_NAMES,
  SAFE_VERSIONS,
  type SafeContractName,
  type SafeVersion,
} from './artifacts.js';

/** Addresses of one Safe version's contracts. */
export type SafeDeployment = Record<SafeContractName, string>;

/** Every deployed version. */
export type SafeDeployments = Record<SafeVersion, SafeDeployment>;

/** Error thrown when a deployment does not produce the published contract. */
export class DeploySafeContractsError extends Error {
  override name = 'DeploySafeContractsError';
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
  }
}

/** Arachnid's deterministic-deployment proxy: the factory behind the 1.3.0 canonical addresses. */
export const DETERMINISTIC_DEPLOYMENT_PROXY = '0x4e59b44847b379578588920cA78FbF26c0B4956C';
/** Safe's singleton factory: the factory behind the 1.4.1 and 1.5.0 canonical addresses. */
export const SAFE_SINGLETON_FACTORY = '0x914d7Fec6aaC8cd542e72Bca78B30650d45643d7';

const factoryOf: Record<SafeVersion, string> = {
  '1.3.0': DETERMINISTIC_DEPLOYMENT_PROXY,
  '1.4.1': SAFE_SINGLETON_FACTORY,
  '1.5.0': SAFE_SINGLETON_FACTORY,
};

const require = createRequire(import.meta.url);

/**
 * Published npm builds whose creation code is not the canonical one. The 1.3.0 package compiled
 * SignMessageLib from `contracts/examples/libraries/`, so only its metadata hash differs from the
 * canonical deployment; its runtime is placed at the canonical address with `hardhat_setCode` and
 * checked against the npm runtime instead of the safe-deployments code hash.
 */
export const NON_CANONICAL_BUILDS: ReadonlyArray<readonly [SafeVersion, SafeContractName]> = [
  ['1.3.0', 'signMessageLib'],
];

function isNonCanonicalBuild(version: SafeVersion, name: SafeContractName): boolean {
  return NON_CANONICAL_BUILDS.some(([v, n]) => v === version && n === name);
}

/** Runtime code of the CREATE2 factory (both factories run the same code), from the pre-signed deployment. */
export function create2FactoryRuntime(): string {
  const info = JSON.parse(
    readFileSync(
      require.resolve('@safe-global/safe-singleton-factory/artifacts/31337/deployment.json'),
      'utf8',
    ),
  ) as { transaction: string };
  // The creation code is a 14-byte loader (`604580600e600039806000f350fe`) followed by the runtime.
  const data = Transaction.from(info.transaction).data;
  const loader = '0x604580600e600039806000f350fe';
  if (!data.startsWith(loader))
    throw new DeploySafeContractsError('Unexpected singleton factory deployment');
  return `0x${data.slice(loader.length)}`;
}

/** Installs both CREATE2 factories with `hardhat_setCode` unless they already exist. */
export async function ensureCreate2Factories(provider: JsonRpcProvider): Promise<void> {
  const runtime = create2FactoryRuntime();
  for (const factory of [DETERMINISTIC_DEPLOYMENT_PROXY, SAFE_SINGLETON_FACTORY]) {
    if ((await provider.getCode(factory)) === '0x')
      await provider.send('hardhat_setCode', [factory, runtime]);
  }
}

/** Deploys creation code through a CREATE2 factory (salt 0 by default) and returns the new address. */
export async function deployCreate2(
  provider: JsonRpcProvider,
  initCode: string,
  { factory = SAFE_SINGLETON_FACTORY, salt = ZeroHash }: { factory?: string; salt?: string } = {},
): Promise<string> {
  const address = getCreate2Address(factory, salt, keccak256(initCode));
  if ((await provider.getCode(address)) !== '0x') return address;
  const signer = await provider.getSigner(0);
  const data = `${salt}${initCode.slice(2)}`;
  const gasLimit = ((await provider.estimateGas({ to: factory, data })) * 12n) / 10n;
  const receipt = await (await signer.sendTransaction({ to: factory, data, gasLimit })).wait();
  if (receipt?.status !== 1 || (await provider.getCode(address)) === '0x') {
    throw new DeploySafeContractsError(`CREATE2 deployment to ${address} failed`);
  }
  return address;
}

/**
 * Deploys Safe 1.3.0, 1.4.1 and 1.5.0 (all nine contracts each) at their canonical addresses from the published
 * bytecode, and checks every runtime code hash against safe-deployments. Skips what is already there.
 */
export async function deploySafeContracts(provider: JsonRpcProvider): Promise<SafeDeployments> {
  await ensureCreate2Factories(provider);
  const result = {} as SafeDeployments;
  for (const version of SAFE_VERSIONS) {
    const deployment = {} as SafeDeployment;
    for (const name of SAFE_CONTRACT_NAMES) {
      const artifact = loadSafeArtifact(version, name);
      const canonical = canonicalDeployment(version, name);
      if (isNonCanonicalBuild(version, name)) {
        const address = getAddress(canonical.address);
        if ((await provider.getCode(address)) === '0x') {
          await provider.send('hardhat_setCode', [address, artifact.deployedBytecode]);
        }
        if ((await provider.getCode(address)) !== artifact.deployedBytecode.toLowerCase()) {
          throw new DeploySafeContractsError(
            `${version} ${name} at ${address} is not the npm runtime`,
          );
        }
        deployment[name] = address;
        continue;
      }
      const address = await deployCreate2(provider, artifact.bytecode, {
        factory: factoryOf[version],
      });
      if (address !== getAddress(canonical.address)) {
        throw new DeploySafeContractsError(
          `${version} ${name} landed at ${address}, not ${canonical.address}`,
        );
      }
      const codeHash = keccak256(await provider.getCode(address));
      if (codeHash !== canonical.codeHash.toLowerCase()) {
        throw new DeploySafeContractsError(
          `${version} ${name} code hash ${codeHash} is not ${canonical.codeHash}`,
        );
      }
      deployment[name] = address;
    }
    result[version] = deployment;
  }
  return result;
}
