// The devnet chain harness: a real Hardhat node with the real Safe contracts at canonical addresses.
export { startChain, findFreePort, StartChainError } from './start-chain.js';
export type { Chain, StartChainParameters } from './start-chain.js';
export {
  deploySafeContracts,
  deployCreate2,
  ensureCreate2Factories,
  create2FactoryRuntime,
  DeploySafeContractsError,
  DETERMINISTIC_DEPLOYMENT_PROXY,
  SAFE_SINGLETON_FACTORY,
  NON_CANONICAL_BUILDS,
} from './deploy-safe-contracts.js';
export type { SafeDeployment, SafeDeployments } from './deploy-safe-contracts.js';
export {
  loadSafeArtifact,
  canonicalDeployment,
  SAFE_CONTRACT_NAMES,
  SAFE_VERSIONS,
} from './artifacts.js';
export type {
  SafeVersion,
  SafeContractName,
  ContractArtifact,
  CanonicalDeployment,
} from './artifacts.js';
export { createSafe, CreateSafeError } from './create-safe.js';
export type { CreateSafeParameters } from './create-safe.js';
export { testOwners, TEST_MNEMONIC } from './test-owners.js';
export { deployLookAlikeToken, deployTestTokens, LOOK_ALIKE_SYMBOL } from './test-tokens.js';
export type { TestTokens } from './test-tokens.js';
export {
  CANONICAL_SAFE_MIGRATION,
  deploySafeMigration,
  deployTestGuard,
  deployTestTarget,
  installCanonicalSafeMigration,
} from './devnet-helpers.js';
export {
  compileDevnetContracts,
  devnetContract,
  CompileContractsError,
} from '../contracts/compile.js';
export type { CompiledContract, DevnetContractName } from '../contracts/compile.js';
