import * as safeDeployments from '@safe-global/safe-deployments';
import { getAddress } from 'ethers';

/** Addresses of one Safe release's contracts on the devnet chain. */
export interface SafeReleaseAddresses {
  safe: string;
  safeL2: string;
  proxyFactory: string;
  multiSend: string;
  multiSendCallOnly: string;
  fallbackHandler: string;
  signMessageLib: string;
  createCall: string;
  simulateTxAccessor: string;
}

/** Safe releases the devnet serves. */
export type SafeRelease = '1.3.0' | '1.4.1' | '1.5.0';

/** Every release, oldest first. */
export const SAFE_RELEASES: readonly SafeRelease[] = ['1.3.0', '1.4.1', '1.5.0'];

/** Contract addresses per release. */
export type DevnetContracts = Record<SafeRelease, SafeReleaseAddresses>;

function canonical(
  getter: (filter: { version: string }) => { defaultAddress: string } | undefined,
  version: string,
) {
  const deployment = getter({ version });
  if (!deployment) throw new Error(`No ${version} deployment in @safe-global/safe-deployments`);
  return getAddress(deployment.defaultAddress);
}

/** The canonical (mainnet) addresses, which the harness reproduces on chain 31337 with CREATE2. */
export function canonicalContracts(): DevnetContracts {
  const release = (version: SafeRelease): SafeReleaseAddresses => ({
    safe: canonical(safeDeployments.getSafeSingletonDeployment, version),
    safeL2: canonical(safeDeployments.getSafeL2SingletonDeployment, version),
    proxyFactory: canonical(safeDeployments.getProxyFactoryDeployment, version),
    multiSend: canonical(safeDeployments.getMultiSendDeployment, version),
    multiSendCallOnly: canonical(safeDeployments.getMultiSendCallOnlyDeployment, version),
    fallbackHandler: canonical(safeDeployments.getCompatibilityFallbackHandlerDeployment, version),
    signMessageLib: canonical(safeDeployments.getSignMessageLibDeployment, version),
    createCall: canonical(safeDeployments.getCreateCallDeployment, version),
    simulateTxAccessor: canonical(safeDeployments.getSimulateTxAccessorDeployment, version),
  });
  return { '1.3.0': release('1.3.0'), '1.4.1': release('1.4.1'), '1.5.0': release('1.5.0') };
}

/** Master copies (singletons) and their versions. */
export function masterCopies(contracts: DevnetContracts): { address: string; version: string }[] {
  return SAFE_RELEASES.flatMap((version) => [
    { address: contracts[version].safe, version },
    { address: contracts[version].safeL2, version },
  ]);
}

/** Targets trusted for delegate calls (MultiSend, MultiSendCallOnly, SignMessageLib, CreateCall). */
export function trustedDelegateCallTargets(contracts: DevnetContracts): Set<string> {
  return new Set(
    SAFE_RELEASES.flatMap((v) => [
      contracts[v].multiSend,
      contracts[v].multiSendCallOnly,
      contracts[v].signMessageLib,
      contracts[v].createCall,
    ]),
  );
}

/** Names of known contracts, shown as AddressInfo names (the gateway enriches from its contract list). */
export function contractNames(contracts: DevnetContracts): Map<string, string> {
  const names = new Map<string, string>();
  for (const version of SAFE_RELEASES) {
    const c = contracts[version];
    names.set(c.safe, `Safe ${version}`);
    names.set(c.safeL2, `SafeL2 ${version}`);
    names.set(c.proxyFactory, `SafeProxyFactory ${version}`);
    names.set(c.multiSend, `MultiSend ${version}`);
    names.set(c.multiSendCallOnly, `MultiSendCallOnly ${version}`);
    names.set(c.fallbackHandler, `CompatibilityFallbackHandler ${version}`);
    names.set(c.signMessageLib, `SignMessageLib ${version}`);
    names.set(c.createCall, `CreateCall ${version}`);
  }
  return names;
}
