import type { Contract } from 'ethers';
import { ContractFactory, type Signer } from 'ethers';
import { devnetContract } from '../contracts/compile.js';

/** The devnet's test tokens. */
export type TestTokens = { erc20: Contract; erc721: Contract };

/** Deploys a fresh mintable ERC-20 ("Test Token", TST, 18 decimals) and ERC-721 ("Test NFT", TNFT). */
export async function deployTestTokens(signer: Signer): Promise<TestTokens> {
  const erc20Artifact = devnetContract('TestERC20');
  const erc721Artifact = devnetContract('TestERC721');
  const erc20 = await new ContractFactory(erc20Artifact.abi, erc20Artifact.bytecode, signer).deploy(
    'Test Token',
    'TST',
  );
  const erc721 = await new ContractFactory(
    erc721Artifact.abi,
    erc721Artifact.bytecode,
    signer,
  ).deploy('Test NFT', 'TNFT');
  await Promise.all([erc20.waitForDeployment(), erc721.waitForDeployment()]);
  return { erc20: erc20 as Contract, erc721: erc721 as Contract };
}
