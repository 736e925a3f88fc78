// Pure parts of src/safe, each checked against an independent computation (ethers primitives or
// the literal strings), never against itself.
import { describe, expect, it } from 'vitest';
import {
  AbiCoder,
  concat,
  getAddress,
  HDNodeWallet,
  id,
  keccak256,
  Mnemonic,
  toUtf8Bytes,
  TypedDataEncoder,
} from 'ethers';
import {
  adjustV,
  buildErc20TransferCall,
  buildMultiSendCall,
  buildNativeTransferCall,
  buildSignatureBytes,
  calculateSafeTxHash,
  compareVersions,
  contractSignature,
  createSafeTransaction,
  decodeCalldata,
  decodeMultiSendData,
  DOMAIN_TYPEHASH,
  encodeMultiSendData,
  getDeleteRequestTotp,
  getEmailDeleteMessage,
  getEmailEditMessage,
  getEmailRegisterMessage,
  getEmailRetrievalMessage,
  getPreviousInList,
  getPrimaryType,
  getPushRegistrationMessage,
  getSafeDomainSeparator,
  getSignatureType,
  hashDeleteRequest,
  hashPushRegistration,
  hashTypedData,
  InvalidMultiSendError,
  InvalidSignatureError,
  isVersionAtLeast,
  LEGACY_DOMAIN_TYPEHASH,
  LEGACY_SAFE_TX_TYPEHASH,
  NotInListError,
  PrimaryTypeError,
  SAFE_MESSAGE_TYPEHASH,
  SAFE_TX_TYPEHASH,
  SENTINEL_ADDRESS,
  splitSignatureBytes,
} from '../../../src/safe/index.js';

const coder = AbiCoder.defaultAbiCoder();
const safeAddress = getAddress('0x5afe5afe5afe5afe5afe5afe5afe5afe5afe5afe');
const wallet = HDNodeWallet.fromMnemonic(
  Mnemonic.fromPhrase('test test test test test test test test test test test junk'),
  "m/44'/60'/0'/0/1",
);

describe('type hashes', () => {
  it('match the type strings of the contracts', () => {
    expect(DOMAIN_TYPEHASH).toBe(id('EIP712Domain(uint256 chainId,address verifyingContract)'));
    expect(LEGACY_DOMAIN_TYPEHASH).toBe(id('EIP712Domain(address verifyingContract)'));
    expect(SAFE_TX_TYPEHASH).toBe(
      id(
        'SafeTx(address to,uint256 value,bytes data,uint8 operation,uint256 safeTxGas,uint256 baseGas,uint256 gasPrice,address gasToken,address refundReceiver,uint256 nonce)',
      ),
    );
    expect(LEGACY_SAFE_TX_TYPEHASH).toBe(
      id(
        'SafeTx(address to,uint256 value,bytes data,uint8 operation,uint256 safeTxGas,uint256 dataGas,uint256 gasPrice,address gasToken,address refundReceiver,uint256 nonce)',
      ),
    );
    expect(SAFE_MESSAGE_TYPEHASH).toBe(id('SafeMessage(bytes message)'));
  });
});

describe('versions and domains', () => {
  it('compares versions numerically and ignores the +L2 suffix', () => {
    expect(compareVersions('1.10.0', '1.9.9')).toBeGreaterThan(0);
    expect(compareVersions('1.3.0+L2', '1.3.0')).toBe(0);
    expect(isVersionAtLeast('1.2.0', '1.3.0')).toBe(false);
    expect(isVersionAtLeast('v1.4.1', '1.3.0')).toBe(true);
    expect(() => compareVersions('one', '1.0.0')).toThrow('Invalid Safe version');
  });

  it('drops chainId from the domain below 1.3.0', () => {
    const withChain = keccak256(
      coder.encode(['bytes32', 'uint256', 'address'], [DOMAIN_TYPEHASH, 5n, safeAddress]),
    );
    const without = keccak256(
      coder.encode(['bytes32', 'address'], [LEGACY_DOMAIN_TYPEHASH, safeAddress]),
    );
    expect(getSafeDomainSeparator({ safeAddress, chainId: 5n, version: '1.3.0' })).toBe(withChain);
    expect(getSafeDomainSeparator({ safeAddress, chainId: 5n, version: '1.2.0' })).toBe(without);
    expect(getSafeDomainSeparator({ safeAddress, chainId: 1n, version: '1.1.1' })).toBe(without);
  });

  it('hashes SafeTx with dataGas below 1.0.0 and baseGas from 1.0.0', () => {
    const transaction = createSafeTransaction(
      { to: wallet.address, value: 1n, data: '0xabcdef', operation: 0 },
      { nonce: 3n, safeTxGas: 4n, baseGas: 5n, gasPrice: 6n },
    );
    const structOf = (typeHash: string) =>
      keccak256(
        coder.encode(
          [
            'bytes32',
            'address',
            'uint256',
            'bytes32',
            'uint8',
            'uint256',
            'uint256',
            'uint256',
            'address',
            'address',
            'uint256',
          ],
          [
            typeHash,
            wallet.address,
            1n,
            keccak256('0xabcdef'),
            0,
            4n,
            5n,
            6n,
            transaction.gasToken,
            transaction.refundReceiver,
            3n,
          ],
        ),
      );
    const domain = keccak256(
      coder.encode(['bytes32', 'address'], [LEGACY_DOMAIN_TYPEHASH, safeAddress]),
    );
    expect(calculateSafeTxHash({ safeAddress, chainId: 1n, version: '0.1.0', transaction })).toBe(
      keccak256(concat(['0x1901', domain, structOf(LEGACY_SAFE_TX_TYPEHASH)])),
    );
    expect(calculateSafeTxHash({ safeAddress, chainId: 1n, version: '1.1.1', transaction })).toBe(
      keccak256(concat(['0x1901', domain, structOf(SAFE_TX_TYPEHASH)])),
    );
  });
});

describe('typed data primary type', () => {
  const types = {
    EIP712Domain: [{ name: 'name', type: 'string' }],
    Person: [{ name: 'name', type: 'string' }],
    Mail: [
      { name: 'from', type: 'Person' },
      { name: 'to', type: 'Person[]' },
    ],
  };

  it('derives the single unreferenced type, ignoring array brackets and EIP712Domain', () => {
    expect(getPrimaryType(types)).toBe('Mail');
    expect(getPrimaryType(types, 'Person')).toBe('Person');
  });

  it("throws 'Please specify primaryType' for zero or several candidates", () => {
    const several = { ...types, Other: [{ name: 'x', type: 'uint256' }] };
    expect(() => getPrimaryType(several)).toThrow(
      new PrimaryTypeError('Please specify primaryType'),
    );
    const cyclic = { A: [{ name: 'b', type: 'B' }], B: [{ name: 'a', type: 'A[]' }] };
    expect(() => getPrimaryType(cyclic)).toThrow('Please specify primaryType');
    expect(() => getPrimaryType({})).toThrow('Please specify primaryType');
    expect(() => getPrimaryType(types, 'Nope')).toThrow('Unknown primaryType');
  });

  it('hashes like ethers, also when unused types are present and primaryType is given', () => {
    const domain = { name: 'Test', chainId: 1 };
    const message = { from: { name: 'A' }, to: [{ name: 'B' }] };
    const expected = TypedDataEncoder.hash(
      domain,
      { Person: types.Person, Mail: types.Mail },
      message,
    );
    expect(hashTypedData({ domain, types, message })).toBe(expected);
    const extra = { ...types, Unused: [{ name: 'x', type: 'uint256' }] };
    expect(hashTypedData({ domain, types: extra, primaryType: 'Mail', message })).toBe(expected);
    expect(() => hashTypedData({ domain, types: extra, message })).toThrow(
      'Please specify primaryType',
    );
  });
});

describe('signatures', () => {
  it('classifies v', () => {
    expect(getSignatureType(0)).toBe('CONTRACT_SIGNATURE');
    expect(getSignatureType(1)).toBe('APPROVED_HASH');
    expect(getSignatureType(27)).toBe('EOA');
    expect(getSignatureType(28)).toBe('EOA');
    expect(getSignatureType(31)).toBe('ETH_SIGN');
    expect(getSignatureType(32)).toBe('ETH_SIGN');
    for (const v of [2, 26, 29, 30, 33, 255])
      expect(() => getSignatureType(v)).toThrow(InvalidSignatureError);
  });

  it('adjusts v: 0/1 → 27/28, eth_sign +4, others rejected', () => {
    const rs = `0x${'11'.repeat(64)}`;
    const withV = (v: number) => `${rs}${v.toString(16).padStart(2, '0')}`;
    expect(adjustV(withV(0), 'eth_signTypedData')).toBe(withV(27));
    expect(adjustV(withV(1), 'eth_signTypedData')).toBe(withV(28));
    expect(adjustV(withV(28), 'eth_signTypedData')).toBe(withV(28));
    expect(adjustV(withV(27), 'eth_sign')).toBe(withV(31));
    expect(adjustV(withV(1), 'eth_sign')).toBe(withV(32));
    expect(() => adjustV(withV(31), 'eth_sign')).toThrow('Invalid signature');
    expect(() => adjustV(`0x${'11'.repeat(64)}`, 'eth_sign')).toThrow('Invalid signature length');
  });

  it('places contract signature data after the static parts with correct offsets', () => {
    const a = contractSignature('0x00000000000000000000000000000000000000aa', '0x1234');
    const b = contractSignature('0x00000000000000000000000000000000000000bb', '0xabcdef');
    const bytes = buildSignatureBytes([b, a]);
    // 2 static parts (130 bytes), then len ‖ 1234 (34 bytes), then len ‖ abcdef (35 bytes).
    expect(bytes.length).toBe(2 + 2 * (130 + 34 + 35));
    const parts = splitSignatureBytes(bytes);
    expect(parts.map((p) => [p.owner, p.dynamicPart, BigInt(p.s)])).toEqual([
      [getAddress(a.signer), '0x1234', 130n],
      [getAddress(b.signer), '0xabcdef', 130n + 34n],
    ]);
  });

  it('rejects malformed signature bytes', () => {
    expect(() => splitSignatureBytes('0x1234')).toThrow(InvalidSignatureError);
    expect(() => splitSignatureBytes(`0x${'11'.repeat(64)}1b00`)).toThrow(
      'Invalid signature length',
    );
    const outOfBounds = `0x${'00'.repeat(12)}${'aa'.repeat(20)}${(1000).toString(16).padStart(64, '0')}00`;
    expect(() => splitSignatureBytes(outOfBounds)).toThrow('Contract signature out of bounds');
  });
});

describe('linked lists', () => {
  it('finds prevOwner: SENTINEL for the head, else the predecessor', () => {
    const list = [
      '0x00000000000000000000000000000000000000a1',
      '0x00000000000000000000000000000000000000b2',
    ];
    expect(getPreviousInList(list, list[0]!)).toBe(SENTINEL_ADDRESS);
    expect(getPreviousInList(list, list[1]!.toUpperCase().replace('0X', '0x'))).toBe(
      getAddress(list[0]!),
    );
    expect(() => getPreviousInList(list, wallet.address)).toThrow(NotInListError);
  });
});

describe('multiSend', () => {
  const token = '0x00000000000000000000000000000000000000c3';
  const calls = [
    buildNativeTransferCall({ to: wallet.address, value: 10n ** 18n }),
    buildErc20TransferCall({ token, to: wallet.address, value: 5n }),
    { to: token, value: 0n, data: '0x', operation: 1 as const },
  ];

  it('packs operation, to, value, data length and data', () => {
    const packed = encodeMultiSendData(calls.slice(0, 1));
    const expected = `0x00${wallet.address.slice(2).toLowerCase()}${(10n ** 18n).toString(16).padStart(64, '0')}${'0'.repeat(64)}`;
    expect(packed).toBe(expected);
  });

  it('round-trips through decode', () => {
    const decoded = decodeMultiSendData(encodeMultiSendData(calls));
    expect(decoded).toEqual(calls.map((c) => ({ ...c, to: getAddress(c.to), data: c.data })));
  });

  it('rejects truncated batches', () => {
    const packed = encodeMultiSendData(calls);
    expect(() => decodeMultiSendData(packed.slice(0, -2))).toThrow(InvalidMultiSendError);
    expect(() => decodeMultiSendData(`${packed}00`)).toThrow(InvalidMultiSendError);
    expect(() => decodeMultiSendData(`0x02${packed.slice(4)}`)).toThrow(
      'Invalid multiSend operation',
    );
  });

  it('decodes nested calls', () => {
    const batch = buildMultiSendCall({ multiSend: token, calls });
    const decoded = decodeCalldata(batch.data);
    expect(decoded?.method).toBe('multiSend');
    const inner = decoded!.parameters[0]!.valueDecoded!;
    expect(inner.map((c) => [c.operation, c.to, c.value, c.dataDecoded?.method ?? null])).toEqual([
      [0, wallet.address, (10n ** 18n).toString(), null],
      [0, getAddress(token), '0', 'transfer'],
      [1, getAddress(token), '0', null],
    ]);
    expect(inner[1]!.dataDecoded!.parameters).toEqual([
      { name: 'to', type: 'address', value: wallet.address },
      { name: 'value', type: 'uint256', value: '5' },
    ]);
  });

  it('refuses calldata with trailing bytes as "decoded"', () => {
    const { data } = buildErc20TransferCall({ token, to: wallet.address, value: 5n });
    expect(decodeCalldata(data)).not.toBeNull();
    expect(decodeCalldata(`${data}00`)).toBeNull();
  });
});

describe('DeleteRequest', () => {
  const safeTxHash = keccak256('0x01');
  const now = 1_700_000_000_123;

  it('uses totp = floor(unix seconds / 3600)', () => {
    expect(getDeleteRequestTotp(now)).toBe(472_222n);
    expect(getDeleteRequestTotp(3_599_999)).toBe(0n);
    expect(getDeleteRequestTotp(3_600_000)).toBe(1n);
  });

  it('hashes as EIP-712 with the Transaction Service domain', () => {
    const domainSeparator = keccak256(
      coder.encode(
        ['bytes32', 'bytes32', 'bytes32', 'uint256', 'address'],
        [
          id('EIP712Domain(string name,string version,uint256 chainId,address verifyingContract)'),
          id('Safe Transaction Service'),
          id('1.0'),
          11155111n,
          safeAddress,
        ],
      ),
    );
    const struct = keccak256(
      coder.encode(
        ['bytes32', 'bytes32', 'uint256'],
        [id('DeleteRequest(bytes32 safeTxHash,uint256 totp)'), safeTxHash, 472_222n],
      ),
    );
    expect(hashDeleteRequest({ safeAddress, chainId: 11155111n, safeTxHash, now })).toBe(
      keccak256(concat(['0x1901', domainSeparator, struct])),
    );
  });
});

describe('push registration and e-mail messages', () => {
  it('hashes "gnosis-safe" + timestamp + uuid + token + sorted checksummed safes', () => {
    const safes = [
      '0xbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbb',
      '0xaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa',
    ];
    const parameters = {
      timestamp: '1700000000',
      uuid: 'u-1',
      cloudMessagingToken: 'tok',
      safeAddresses: safes,
    };
    const literal =
      'gnosis-safe1700000000u-1tok0xaAaAaAaaAaAaAaaAaAAAAAAAAaaaAaAaAaaAaaAa0xbBbBBBBbbBBBbbbBbbBbbbbBBbBbbbbBbBbbBBbB';
    expect(getPushRegistrationMessage(parameters)).toBe(literal);
    expect(hashPushRegistration(parameters)).toBe(keccak256(toUtf8Bytes(literal)));
  });

  it('builds the four e-mail action messages exactly', () => {
    const base = {
      chainId: '1',
      safeAddress: '0xSafe',
      signer: '0xSigner',
      timestamp: 1700000000000,
    };
    expect(getEmailRegisterMessage({ ...base, emailAddress: 'a@b.c' })).toBe(
      'email-register-1-0xSafe-a@b.c-0xSigner-1700000000000',
    );
    expect(getEmailEditMessage({ ...base, emailAddress: 'a@b.c' })).toBe(
      'email-edit-1-0xSafe-a@b.c-0xSigner-1700000000000',
    );
    expect(getEmailRetrievalMessage(base)).toBe('email-retrieval-1-0xSafe-0xSigner-1700000000000');
    expect(getEmailDeleteMessage(base)).toBe('email-delete-1-0xSafe-0xSigner-1700000000000');
  });
});
