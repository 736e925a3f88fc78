import type { HDNodeWallet, Provider } from 'ethers';
import { TEST_MNEMONIC } from '../../src/wallet/devnet/accounts';
import { deriveTestAccounts } from '../../src/wallet/devnet/test-signer-keys';

/** The well-known Hardhat test mnemonic (also in hardhat.config.cjs), defined by the test signer. */
export { TEST_MNEMONIC };

/** Wallets m/44'/60'/0'/0/{offset..offset+count-1} of the test mnemonic, connected to the provider. */
export function testOwners(provider: Provider, count: number, offset = 0): HDNodeWallet[] {
  // The same derivation the in-app test signer uses, so both name the same owners.
  return deriveTestAccounts(offset + count)
    .slice(offset)
    .map((wallet) => wallet.connect(provider));
}
