import { TypedDataEncoder, recoverAddress, verifyMessage } from 'ethers';
import { describe, expect, it } from 'vitest';
import { TEST_ACCOUNT_ADDRESSES } from '../../../src/wallet/devnet/accounts';
import { createTestSignerProvider } from '../../../src/wallet/devnet/test-signer';
import { deriveTestAccounts } from '../../../src/wallet/devnet/test-signer-keys';

// No chain is needed for signing; the RPC URL is never contacted by these tests.
const signer = () => createTestSignerProvider({ rpcUrl: 'http://127.0.0.1:9', chainId: 31337n });

describe('devnet test signer', () => {
  it('derives Hardhat’s well-known accounts, the very addresses it lists without deriving', () => {
    const [first, second] = deriveTestAccounts(2);
    expect(first?.address).toBe('0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266');
    expect(second?.address).toBe('0x70997970C51812dc3A010C7d01b50e0d17dc79C8');
    expect(deriveTestAccounts(10).map((wallet) => wallet.address)).toEqual(TEST_ACCOUNT_ADDRESSES);
    expect(signer().accounts).toEqual(TEST_ACCOUNT_ADDRESSES);
  });

  it('exposes no account until connected, then the chosen owner', async () => {
    const provider = signer();
    expect(await provider.request({ method: 'eth_accounts' })).toEqual([]);
    provider.selectAccount(provider.accounts[2] as string);
    expect(await provider.request({ method: 'eth_accounts' })).toEqual([provider.accounts[2]]);
    expect(await provider.request({ method: 'eth_chainId' })).toBe('0x7a69');
  });

  it('signs personal messages as the selected owner', async () => {
    const provider = signer();
    const [account] = (await provider.request({ method: 'eth_requestAccounts' })) as string[];
    const hash = '0x' + 'ab'.repeat(32);
    const signature = (await provider.request({
      method: 'personal_sign',
      params: [hash, account],
    })) as string;
    expect(verifyMessage(Uint8Array.from(Buffer.from('ab'.repeat(32), 'hex')), signature)).toBe(
      account,
    );
  });

  it('signs EIP-712 typed data, accepting an explicit EIP712Domain type', async () => {
    const provider = signer();
    const [account] = (await provider.request({ method: 'eth_requestAccounts' })) as string[];
    const typedData = {
      domain: { chainId: 31337, verifyingContract: '0x' + '11'.repeat(20) },
      types: {
        EIP712Domain: [
          { name: 'chainId', type: 'uint256' },
          { name: 'verifyingContract', type: 'address' },
        ],
        SafeMessage: [{ name: 'message', type: 'bytes' }],
      },
      primaryType: 'SafeMessage',
      message: { message: '0x1234' },
    };
    const signature = (await provider.request({
      method: 'eth_signTypedData_v4',
      params: [account, JSON.stringify(typedData)],
    })) as string;
    const digest = TypedDataEncoder.hash(
      typedData.domain,
      { SafeMessage: typedData.types.SafeMessage },
      typedData.message,
    );
    expect(recoverAddress(digest, signature)).toBe(account);
  });

  it('refuses to sign for another address and refuses eth_sign', async () => {
    const provider = signer();
    await provider.request({ method: 'eth_requestAccounts' });
    await expect(
      provider.request({ method: 'personal_sign', params: ['0x00', provider.accounts[1]] }),
    ).rejects.toMatchObject({ code: 4100 });
    await expect(
      provider.request({ method: 'eth_sign', params: [provider.accounts[0], '0x00'] }),
    ).rejects.toThrow('"eth_sign" not implemented');
  });

  it('tells the app when the owner changes', () => {
    const provider = signer();
    const seen: unknown[] = [];
    provider.on?.('accountsChanged', (accounts) => seen.push(accounts));
    provider.selectAccount(provider.accounts[1] as string);
    expect(seen).toEqual([[provider.accounts[1]]]);
    expect(() => provider.selectAccount('0x' + '00'.repeat(20))).toThrow(/not a devnet test/);
  });

  it('rejects a chain it is not on with 4902', async () => {
    await expect(
      signer().request({ method: 'wallet_switchEthereumChain', params: [{ chainId: '0x1' }] }),
    ).rejects.toMatchObject({ code: 4902 });
  });
});
