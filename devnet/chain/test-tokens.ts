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

/**
 * The symbol of the look-alike token: "TST" with a zero-width space inside, so it reads like the
 * test token (and is not priced by the devnet's table, which goes by exact symbol).
 */
export const LOOK_ALIKE_SYMBOL = 'T\u200bST';

/** Deploys an ERC-20 that imitates the test token: same name, look-alike symbol. */
export async function deployLookAlikeToken(signer: Signer): Promise<Contract> {
  const artifact = devnetContract('TestERC20');
  const token = await new ContractFactory(artifact.abi, artifact.bytecode, signer).deploy(
    'Test Token',
    LOOK_ALIKE_SYMBOL,
  );
  await token.waitForDeployment();
  return token as Contract;
}
