import { HDNodeWallet, Mnemonic, type Provider } from 'ethers';

/** The well-known Hardhat test mnemonic (also in hardhat.config.cjs). */
export const TEST_MNEMONIC = 'test test test test test test test test test test test junk';

/** Wallets m/44'/60'/0'/0/{offset..offset+count-1} of the test mnemonic, connected to the provider. */
export function testOwners(provider: Provider, count: number, offset = 0): HDNodeWallet[] {
  const mnemonic = Mnemonic.fromPhrase(TEST_MNEMONIC);
  // ethers v6: Wallet.fromPhrase takes no path, so derive each account explicitly.
  return Array.from({ length: count }, (_, index) =>
    HDNodeWallet.fromMnemonic(mnemonic, `m/44'/60'/0'/0/${offset + index}`).connect(provider),
  );
}
