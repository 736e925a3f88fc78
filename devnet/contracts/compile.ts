import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import type { InterfaceAbi } from 'ethers';

/** ABI and creation bytecode of one compiled devnet contract. */
export type CompiledContract = { abi: InterfaceAbi; bytecode: string; deployedBytecode: string };

/** The devnet's own contracts, by contract name. */
export type DevnetContractName =
  'TestERC20' | 'TestERC721' | 'TestGuard' | 'TestTarget' | 'SafeMigration130To141';

/** Error thrown when solc reports an error. */
export class CompileContractsError extends Error {
  override name = 'CompileContractsError';
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
  }
}

type Solc = { compile: (input: string) => string; version: () => string };
type SolcOutput = {
  errors?: { severity: string; formattedMessage: string }[];
  contracts: Record<
    string,
    Record<
      string,
      {
        abi: InterfaceAbi;
        evm: { bytecode: { object: string }; deployedBytecode: { object: string } };
      }
    >
  >;
};

const require = createRequire(import.meta.url);
const contractsDir = fileURLToPath(new URL('.', import.meta.url));
const buildDir = fileURLToPath(new URL('./build/', import.meta.url));

let compiled: Record<string, CompiledContract> | undefined;

/**
 * Compiles every `.sol` file in devnet/contracts with the solc-js from npm (no compiler download) and
 * caches the result in devnet/contracts/build/, keyed by a hash of the sources and compiler version.
 */
export function compileDevnetContracts(): Record<string, CompiledContract> {
  if (compiled) return compiled;
  const files = readdirSync(contractsDir)
    .filter((file) => file.endsWith('.sol'))
    .sort();
  const sources: Record<string, { content: string }> = {};
  for (const file of files) sources[file] = { content: readFileSync(contractsDir + file, 'utf8') };
  const solcPackage = JSON.parse(readFileSync(require.resolve('solc/package.json'), 'utf8')) as {
    version: string;
  };
  const settings = {
    optimizer: { enabled: true, runs: 200 },
    evmVersion: 'cancun',
    outputSelection: {
      '*': { '*': ['abi', 'evm.bytecode.object', 'evm.deployedBytecode.object'] },
    },
  };
  const key = createHash('sha256')
    .update(JSON.stringify({ sources, settings, solc: solcPackage.version }))
    .digest('hex')
    .slice(0, 16);
  const cacheFile = `${buildDir}contracts-${key}.json`;
  if (existsSync(cacheFile)) {
    compiled = JSON.parse(readFileSync(cacheFile, 'utf8')) as Record<string, CompiledContract>;
    return compiled;
  }
  // solc-js is a large WebAssembly module: load it only when the cache misses.
  const solc = require('solc') as Solc;
  const output = JSON.parse(
    solc.compile(JSON.stringify({ language: 'Solidity', sources, settings })),
  ) as SolcOutput;
  const errors = (output.errors ?? []).filter((error) => error.severity === 'error');
  if (errors.length > 0) {
    throw new CompileContractsError('Solidity compilation failed', {
      cause: errors.map((error) => error.formattedMessage).join('\n'),
    });
  }
  const result: Record<string, CompiledContract> = {};
  for (const contracts of Object.values(output.contracts)) {
    for (const [name, contract] of Object.entries(contracts)) {
      result[name] = {
        abi: contract.abi,
        bytecode: `0x${contract.evm.bytecode.object}`,
        deployedBytecode: `0x${contract.evm.deployedBytecode.object}`,
      };
    }
  }
  mkdirSync(buildDir, { recursive: true });
  writeFileSync(cacheFile, JSON.stringify(result));
  compiled = result;
  return result;
}

/** One compiled devnet contract by name. */
export function devnetContract(name: DevnetContractName): CompiledContract {
  const contract = compileDevnetContracts()[name];
  if (!contract) throw new CompileContractsError(`Contract ${name} is not in devnet/contracts`);
  return contract;
}
