import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { InterfaceAbi } from 'ethers';

/** Safe versions the devnet deploys. */
export type SafeVersion = '1.3.0' | '1.4.1' | '1.5.0';

/** The contracts deployed per Safe version, by role. */
export type SafeContractName =
  | 'safe'
  | 'safeL2'
  | 'proxyFactory'
  | 'fallbackHandler'
  | 'multiSend'
  | 'multiSendCallOnly'
  | 'signMessageLib'
  | 'createCall'
  | 'simulateTxAccessor';

/** A compiled contract as published on npm. */
export type ContractArtifact = {
  contractName: string;
  abi: InterfaceAbi;
  bytecode: string;
  deployedBytecode: string;
};

/** The canonical deployment recorded by @safe-global/safe-deployments. */
export type CanonicalDeployment = { address: string; codeHash: string };

const require = createRequire(import.meta.url);

// Artifact paths inside the published packages (1.3.0 still lives under the old npm scope).
const artifactPaths: Record<SafeVersion, Record<SafeContractName, string>> = {
  '1.3.0': {
    safe: 'GnosisSafe.sol/GnosisSafe.json',
    safeL2: 'GnosisSafeL2.sol/GnosisSafeL2.json',
    proxyFactory: 'proxies/GnosisSafeProxyFactory.sol/GnosisSafeProxyFactory.json',
    fallbackHandler: 'handler/CompatibilityFallbackHandler.sol/CompatibilityFallbackHandler.json',
    multiSend: 'libraries/MultiSend.sol/MultiSend.json',
    multiSendCallOnly: 'libraries/MultiSendCallOnly.sol/MultiSendCallOnly.json',
    signMessageLib: 'examples/libraries/SignMessage.sol/SignMessageLib.json',
    createCall: 'libraries/CreateCall.sol/CreateCall.json',
    simulateTxAccessor: 'accessors/SimulateTxAccessor.sol/SimulateTxAccessor.json',
  },
  '1.4.1': {
    safe: 'Safe.sol/Safe.json',
    safeL2: 'SafeL2.sol/SafeL2.json',
    proxyFactory: 'proxies/SafeProxyFactory.sol/SafeProxyFactory.json',
    fallbackHandler: 'handler/CompatibilityFallbackHandler.sol/CompatibilityFallbackHandler.json',
    multiSend: 'libraries/MultiSend.sol/MultiSend.json',
    multiSendCallOnly: 'libraries/MultiSendCallOnly.sol/MultiSendCallOnly.json',
    signMessageLib: 'libraries/SignMessageLib.sol/SignMessageLib.json',
    createCall: 'libraries/CreateCall.sol/CreateCall.json',
    simulateTxAccessor: 'accessors/SimulateTxAccessor.sol/SimulateTxAccessor.json',
  },
  '1.5.0': {
    safe: 'Safe.sol/Safe.json',
    safeL2: 'SafeL2.sol/SafeL2.json',
    proxyFactory: 'proxies/SafeProxyFactory.sol/SafeProxyFactory.json',
    fallbackHandler: 'handler/CompatibilityFallbackHandler.sol/CompatibilityFallbackHandler.json',
    multiSend: 'libraries/MultiSend.sol/MultiSend.json',
    multiSendCallOnly: 'libraries/MultiSendCallOnly.sol/MultiSendCallOnly.json',
    signMessageLib: 'libraries/SignMessageLib.sol/SignMessageLib.json',
    createCall: 'libraries/CreateCall.sol/CreateCall.json',
    simulateTxAccessor: 'accessors/SimulateTxAccessor.sol/SimulateTxAccessor.json',
  },
};

const packages: Record<SafeVersion, string> = {
  '1.3.0': '@gnosis.pm/safe-contracts',
  '1.4.1': '@safe-global/safe-contracts',
  // 1.5.0 was published under the package's new name.
  '1.5.0': '@safe-global/safe-smart-account',
};

// File names in @safe-global/safe-deployments/dist/assets/v<version>/.
const deploymentFiles: Record<SafeVersion, Record<SafeContractName, string>> = {
  '1.3.0': {
    safe: 'gnosis_safe',
    safeL2: 'gnosis_safe_l2',
    proxyFactory: 'proxy_factory',
    fallbackHandler: 'compatibility_fallback_handler',
    multiSend: 'multi_send',
    multiSendCallOnly: 'multi_send_call_only',
    signMessageLib: 'sign_message_lib',
    createCall: 'create_call',
    simulateTxAccessor: 'simulate_tx_accessor',
  },
  '1.4.1': {
    safe: 'safe',
    safeL2: 'safe_l2',
    proxyFactory: 'safe_proxy_factory',
    fallbackHandler: 'compatibility_fallback_handler',
    multiSend: 'multi_send',
    multiSendCallOnly: 'multi_send_call_only',
    signMessageLib: 'sign_message_lib',
    createCall: 'create_call',
    simulateTxAccessor: 'simulate_tx_accessor',
  },
  '1.5.0': {
    safe: 'safe',
    safeL2: 'safe_l2',
    proxyFactory: 'safe_proxy_factory',
    fallbackHandler: 'compatibility_fallback_handler',
    multiSend: 'multi_send',
    multiSendCallOnly: 'multi_send_call_only',
    signMessageLib: 'sign_message_lib',
    createCall: 'create_call',
    simulateTxAccessor: 'simulate_tx_accessor',
  },
};

/** Safe versions in deployment order. */
export const SAFE_VERSIONS: readonly SafeVersion[] = ['1.3.0', '1.4.1', '1.5.0'];

/** All contract roles, in deployment order. */
export const SAFE_CONTRACT_NAMES: readonly SafeContractName[] = [
  'safe',
  'safeL2',
  'proxyFactory',
  'fallbackHandler',
  'multiSend',
  'multiSendCallOnly',
  'signMessageLib',
  'createCall',
  'simulateTxAccessor',
];

const cache = new Map<string, unknown>();

function readJson<T>(specifier: string): T {
  const hit = cache.get(specifier);
  if (hit) return hit as T;
  const value = JSON.parse(readFileSync(require.resolve(specifier), 'utf8')) as T;
  cache.set(specifier, value);
  return value;
}

/** Loads the published artifact (ABI + creation and runtime bytecode) of a Safe contract. */
export function loadSafeArtifact(version: SafeVersion, name: SafeContractName): ContractArtifact {
  return readJson<ContractArtifact>(
    `${packages[version]}/build/artifacts/contracts/${artifactPaths[version][name]}`,
  );
}

/** The canonical address and code hash of a Safe contract from safe-deployments. */
export function canonicalDeployment(
  version: SafeVersion,
  name: SafeContractName,
): CanonicalDeployment {
  const json = readJson<{ deployments: { canonical: CanonicalDeployment } }>(
    `@safe-global/safe-deployments/dist/assets/v${version}/${deploymentFiles[version][name]}.json`,
  );
  return json.deployments.canonical;
}
