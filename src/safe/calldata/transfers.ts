import { getAddress } from 'ethers';
import { OPERATION } from '../constants';
import type { SafeCall } from '../safe-transaction';
import { erc20Interface, erc721Interface } from './abis';

/** Sends native coin: a plain call with value and no data. */
export function buildNativeTransferCall(p: { to: string; value: bigint }): SafeCall {
  return { to: getAddress(p.to), value: p.value, data: '0x', operation: OPERATION.CALL };
}

/** ERC-20 `transfer(to, value)` from the Safe. */
export function buildErc20TransferCall(p: { token: string; to: string; value: bigint }): SafeCall {
  const data = erc20Interface.encodeFunctionData('transfer', [p.to, p.value]);
  return { to: getAddress(p.token), value: 0n, data, operation: OPERATION.CALL };
}

/** ERC-721 `safeTransferFrom(safe, to, tokenId)`: refuses receivers that cannot hold NFTs. */
export function buildErc721TransferCall(p: {
  token: string;
  safeAddress: string;
  to: string;
  tokenId: bigint;
}): SafeCall {
  const data = erc721Interface.encodeFunctionData('safeTransferFrom(address,address,uint256)', [
    p.safeAddress,
    p.to,
    p.tokenId,
  ]);
  return { to: getAddress(p.token), value: 0n, data, operation: OPERATION.CALL };
}
