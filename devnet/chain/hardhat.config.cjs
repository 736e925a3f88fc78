// Minimal Hardhat config for the devnet chain: `hardhat node` only, no compilation.
// The well-known test mnemonic keeps owner addresses stable across runs and machines.
// Hardhat 2 loads this file with require(), so CommonJS require() is the only way to import here.
// os.tmpdir() reads TMPDIR like before but names no host folder, so the repository stays free of
// machine paths (tests/unit/repo/no-outside-paths.test.ts).
// eslint-disable-next-line @typescript-eslint/no-require-imports -- CommonJS config, see above
const scratch = `${require('node:os').tmpdir()}/countersign-hardhat`;

module.exports = {
  defaultNetwork: 'hardhat',
  networks: {
    hardhat: {
      chainId: 31337,
      accounts: {
        mnemonic: 'test test test test test test test test test test test junk',
        path: "m/44'/60'/0'/0",
        count: 20,
        accountsBalance: '1000000000000000000000000',
      },
      // Test contracts are deployed in one transaction each; keep the block limit generous.
      blockGasLimit: 60_000_000,
      allowUnlimitedContractSize: false,
      // The node's log of every RPC call decodes each call and transaction (contract names, console
      // logs): ~30% more node CPU per call, for output start-chain.ts dropped but for its tail.
      loggingEnabled: false,
    },
  },
  // Keep Hardhat's cache/artifacts out of the repository.
  paths: {
    sources: `${scratch}/sources`,
    cache: `${scratch}/cache`,
    artifacts: `${scratch}/artifacts`,
  },
};
