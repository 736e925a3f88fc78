// The execution's chain transaction: the hash shown equals the unsigned hash of exactly the fields
// sent, computed independently by ethers' Transaction and viem's serializer.
import { describe, expect, it } from 'vitest';
import { keccak256, Transaction } from 'ethers';
import { serializeTransaction } from 'viem';
import {
  chainTransactionHash,
  chainTransactionRequest,
  type ChainTransactionFields,
} from '../../../../src/safe/hardware-screen';

const base = {
  chainId: 31337n,
  from: '0xf39fd6e51aad88f6f4ce6ab8827279cfffb92266',
  to: '0x5fbdb2315678afecb367f032d93f642f64180aa3',
  data: '0x6a761202',
  value: 0n,
  nonce: 12n,
  gasLimit: 123_456n,
} as const;

describe('chainTransactionHash', () => {
  it('EIP-1559: equals the unsigned hash of the request’s fields (ethers) and viem’s serialization', () => {
    const fields: ChainTransactionFields = {
      ...base,
      fees: { type: 'eip1559', maxFeePerGas: 3_000_000_000n, maxPriorityFeePerGas: 1_000_000n },
    };
    const request = chainTransactionRequest(fields);
    expect(request).toMatchObject({
      type: '0x2',
      nonce: '0xc',
      gas: '0x1e240',
      chainId: '0x7a69',
      maxFeePerGas: '0xb2d05e00',
      maxPriorityFeePerGas: '0xf4240',
    });
    // Rebuilt from the hex request alone, as a wallet would.
    const fromRequest = Transaction.from({
      type: Number(request.type),
      chainId: BigInt(request.chainId),
      nonce: Number(BigInt(request.nonce)),
      to: request.to,
      data: request.data,
      value: BigInt(request.value),
      gasLimit: BigInt(request.gas),
      maxFeePerGas: BigInt(request.maxFeePerGas!),
      maxPriorityFeePerGas: BigInt(request.maxPriorityFeePerGas!),
    });
    expect(chainTransactionHash(fields)).toBe(fromRequest.unsignedHash);
    const viemHash = keccak256(
      serializeTransaction({
        type: 'eip1559',
        chainId: 31337,
        nonce: 12,
        to: base.to,
        data: base.data,
        value: 0n,
        gas: base.gasLimit,
        maxFeePerGas: 3_000_000_000n,
        maxPriorityFeePerGas: 1_000_000n,
      }),
    );
    expect(chainTransactionHash(fields)).toBe(viemHash);
  });

  it('legacy: EIP-155 signing hash, equal to viem’s', () => {
    const fields: ChainTransactionFields = {
      ...base,
      fees: { type: 'legacy', gasPrice: 2_000_000_000n },
    };
    const request = chainTransactionRequest(fields);
    expect(request).toMatchObject({ type: '0x0', gasPrice: '0x77359400' });
    expect('maxFeePerGas' in request).toBe(false);
    const viemHash = keccak256(
      serializeTransaction({
        type: 'legacy',
        chainId: 31337,
        nonce: 12,
        to: base.to,
        data: base.data,
        value: 0n,
        gas: base.gasLimit,
        gasPrice: 2_000_000_000n,
      }),
    );
    expect(chainTransactionHash(fields)).toBe(viemHash);
  });

  it('edge quantities (nonce 0, a value, a 1-byte fee) match ethers’ Transaction, both types', () => {
    for (const fees of [
      { type: 'eip1559', maxFeePerGas: 127n, maxPriorityFeePerGas: 0n },
      { type: 'legacy', gasPrice: 128n },
    ] as const) {
      const fields: ChainTransactionFields = { ...base, nonce: 0n, value: 10n ** 18n, fees };
      const expected = Transaction.from({
        type: fees.type === 'eip1559' ? 2 : 0,
        chainId: base.chainId,
        nonce: 0,
        to: base.to,
        data: base.data,
        value: 10n ** 18n,
        gasLimit: base.gasLimit,
        ...(fees.type === 'eip1559'
          ? { maxFeePerGas: 127n, maxPriorityFeePerGas: 0n }
          : { gasPrice: 128n }),
      }).unsignedHash;
      expect(chainTransactionHash(fields)).toBe(expected);
    }
  });

  it('every field counts: another nonce, another hash', () => {
    const fees = { type: 'legacy', gasPrice: 1n } as const;
    expect(chainTransactionHash({ ...base, fees })).not.toBe(
      chainTransactionHash({ ...base, nonce: 13n, fees }),
    );
  });
});
