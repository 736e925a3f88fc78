import { Contract, getAddress, ZeroAddress, type Signer } from 'ethers';
import { canonicalDeployment, type SafeVersion } from './artifacts.js';

/** Options for {@link createSafe}. */
export type CreateSafeParameters = {
  /** Pays for the deployment; must be connected to the chain. */
  signer: Signer;
  owners: string[];
  threshold: number;
  version: SafeVersion;
  /** SafeL2 (emits events for indexers) or the plain Safe singleton. */
  l2?: boolean;
  saltNonce?: bigint;
  /** Defaults to the version's CompatibilityFallbackHandler; pass ZeroAddress for none. */
  fallbackHandler?: string;
};

/** Error thrown when the proxy factory does not create the Safe. */
export class CreateSafeError extends Error {
  override name = 'CreateSafeError';
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
  }
}

const setupAbi = [
  'function setup(address[] _owners, uint256 _threshold, address to, bytes data, address fallbackHandler, address paymentToken, uint256 payment, address paymentReceiver)',
];
const factoryAbi = [
  'function createProxyWithNonce(address _singleton, bytes initializer, uint256 saltNonce) returns (address proxy)',
];

/** Creates a Safe proxy through the version's canonical proxy factory (createProxyWithNonce + setup). */
export async function createSafe({
  signer,
  owners,
  threshold,
  version,
  l2 = true,
  saltNonce = 0n,
  fallbackHandler = canonicalDeployment(version, 'fallbackHandler').address,
}: CreateSafeParameters): Promise<string> {
  const singleton = canonicalDeployment(version, l2 ? 'safeL2' : 'safe').address;
  const factory = new Contract(
    canonicalDeployment(version, 'proxyFactory').address,
    factoryAbi,
    signer,
  );
  const initializer = new Contract(ZeroAddress, setupAbi).interface.encodeFunctionData('setup', [
    owners,
    threshold,
    ZeroAddress,
    '0x',
    fallbackHandler,
    ZeroAddress,
    0n,
    ZeroAddress,
  ]);
  try {
    // The address is deterministic; ask for it first, then create.
    const address = getAddress(
      (await factory
        .getFunction('createProxyWithNonce')
        .staticCall(singleton, initializer, saltNonce)) as string,
    );
    const tx = await factory
      .getFunction('createProxyWithNonce')
      .send(singleton, initializer, saltNonce);
    const receipt = await tx.wait();
    if (receipt?.status !== 1) throw new CreateSafeError('Safe creation reverted');
    return address;
  } catch (error) {
    if (error instanceof CreateSafeError) throw error;
    throw new CreateSafeError('Safe creation failed', { cause: error });
  }
}
