// Minimal Hardhat config for the devnet chain: `hardhat node` only, no compilation.
// The well-known test mnemonic keeps owner addresses stable across runs and machines.
// Hardhat 2 loads this file with require(), so CommonJS require() is the only way to import here.
// os.tmpdir() reads TMPDIR like before but names no host folder, so the repository stays free of
// machine paths (tests/unit/repo/no-outside-paths.test.ts).
// eslint-disable-next-line @typescript-eslint/no-require-imports -- CommonJS config, see above
const scratch = `${require('node:os').tmpdir()}/countersign-hardhat`;
// `hardhat node` watches artifacts/build-info for new compiler output. When that folder is missing,
// its watcher (chokidar) watches the nearest existing parent, the temp folder itself, and stats
// every file that changes there every 50 ms until it settles: with browsers creating and removing
// profiles in the temp folder, that was ~2,400 stat calls a second and half a core through the e2e
// run. An empty folder of its own gives it nothing to watch.
// eslint-disable-next-line @typescript-eslint/no-require-imports -- CommonJS config, see above
require('node:fs').mkdirSync(`${scratch}/artifacts/build-info`, { recursive: true });

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
