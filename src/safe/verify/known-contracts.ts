// Official Safe deployments (canonical and EIP-155 addresses, runtime code hashes), taken from
// @safe-global/safe-deployments 1.37.63. Facts, not configuration: the verifier trusts these.

/** A Safe singleton (implementation) deployment. */
export type KnownSafeSingleton = {
  version: string;
  l2: boolean;
  address: string;
  codeHash: string;
};

/** An official library or handler deployment. */
export type KnownSafeContract = { name: string; version: string; address: string };

/** Safe singletons 1.0.0 – 1.5.0 with the keccak256 of their runtime code. */
export const KNOWN_SAFE_SINGLETONS: readonly KnownSafeSingleton[] = [
  {
    version: '1.0.0',
    l2: false,
    address: '0xb6029EA3B2c51D09a50B53CA8012FeEB05bDa35A',
    codeHash: '0xe1f1593df76e69abc2d692792c80f329457551d5e83dde597546a1d58764da80',
  },
  {
    version: '1.1.1',
    l2: false,
    address: '0x34CfAC646f301356fAa8B21e94227e3583Fe3F5F',
    codeHash: '0x56b8be58b5ad629a621593a2e5e5e8e9a28408dc06e95597497b303902772e45',
  },
  {
    version: '1.2.0',
    l2: false,
    address: '0x6851D6fDFAfD08c0295C392436245E5bc78B0185',
    codeHash: '0x2ae2d1231f0d754a7fa4f5e5d0e5554085e1b500d8e09f95aaaaa3f49c0db922',
  },
  {
    version: '1.3.0',
    l2: false,
    address: '0xd9Db270c1B5E3Bd161E8c8503c55cEABeE709552',
    codeHash: '0xbba688fbdb21ad2bb58bc320638b43d94e7d100f6f3ebaab0a4e4de6304b1c2e',
  },
  {
    version: '1.3.0',
    l2: false,
    address: '0x69f4D1788e39c87893C980c06EdF4b7f686e2938',
    codeHash: '0xbba688fbdb21ad2bb58bc320638b43d94e7d100f6f3ebaab0a4e4de6304b1c2e',
  },
  {
    version: '1.3.0',
    l2: true,
    address: '0x3E5c63644E683549055b9Be8653de26E0B4CD36E',
    codeHash: '0x21842597390c4c6e3c1239e434a682b054bd9548eee5e9b1d6a4482731023c0f',
  },
  {
    version: '1.3.0',
    l2: true,
    address: '0xfb1bffC9d739B8D520DaF37dF666da4C687191EA',
    codeHash: '0x21842597390c4c6e3c1239e434a682b054bd9548eee5e9b1d6a4482731023c0f',
  },
  {
    version: '1.4.1',
    l2: false,
    address: '0x41675C099F32341bf84BFc5382aF534df5C7461a',
    codeHash: '0x1fe2df852ba3299d6534ef416eefa406e56ced995bca886ab7a553e6d0c5e1c4',
  },
  {
    version: '1.4.1',
    l2: true,
    address: '0x29fcB43b46531BcA003ddC8FCB67FFE91900C762',
    codeHash: '0xb1f926978a0f44a2c0ec8fe822418ae969bd8c3f18d61e5103100339894f81ff',
  },
  {
    version: '1.5.0',
    l2: false,
    address: '0xFf51A5898e281Db6DfC7855790607438dF2ca44b',
    codeHash: '0xdda019cbd7c867a533a2a86e5c53434fdc50b13122b5a5ddb4a8df61b31c20f2',
  },
  {
    version: '1.5.0',
    l2: true,
    address: '0xEdd160fEBBD92E350D4D398fb636302fccd67C7e',
    codeHash: '0x180193227186ccb85316c94db1f0d156ed932b14712cfaac78901899178572dc',
  },
];

/** Libraries a Safe may DELEGATECALL: MultiSend(CallOnly), SignMessageLib, CreateCall, migrations. */
export const TRUSTED_DELEGATECALL_TARGETS: readonly KnownSafeContract[] = [
  { name: 'MultiSend', version: '1.1.1', address: '0x8D29bE29923b68abfDD21e541b9374737B49cdAD' },
  { name: 'CreateCall', version: '1.3.0', address: '0x7cbB62EaA69F79e6873cD1ecB2392971036cFAa4' },
  { name: 'CreateCall', version: '1.3.0', address: '0xB19D6FFc2182150F8Eb585b79D4ABcd7C5640A9d' },
  { name: 'MultiSend', version: '1.3.0', address: '0xA238CBeb142c10Ef7Ad8442C6D1f9E89e07e7761' },
  { name: 'MultiSend', version: '1.3.0', address: '0x998739BFdAAdde7C933B942a68053933098f9EDa' },
  {
    name: 'MultiSendCallOnly',
    version: '1.3.0',
    address: '0x40A2aCCbd92BCA938b02010E17A5b8929b49130D',
  },
  {
    name: 'MultiSendCallOnly',
    version: '1.3.0',
    address: '0xA1dabEF33b3B82c7814B6D82A79e50F4AC44102B',
  },
  {
    name: 'SignMessageLib',
    version: '1.3.0',
    address: '0xA65387F16B013cf2Af4605Ad8aA5ec25a2cbA3a2',
  },
  {
    name: 'SignMessageLib',
    version: '1.3.0',
    address: '0x98FFBBF51bb33A056B08ddf711f289936AafF717',
  },
  { name: 'CreateCall', version: '1.4.1', address: '0x9b35Af71d77eaf8d7e40252370304687390A1A52' },
  { name: 'MultiSend', version: '1.4.1', address: '0x38869bf66a61cF6bDB996A6aE40D5853Fd43B526' },
  {
    name: 'MultiSendCallOnly',
    version: '1.4.1',
    address: '0x9641d764fc13c8B624c04430C7356C1C7C8102e2',
  },
  {
    name: 'SafeMigration',
    version: '1.4.1',
    address: '0x526643F69b81B008F46d95CD5ced5eC0edFFDaC6',
  },
  {
    name: 'SafeToL2Migration',
    version: '1.4.1',
    address: '0xfF83F6335d8930cBad1c0D439A841f01888D9f69',
  },
  {
    name: 'SignMessageLib',
    version: '1.4.1',
    address: '0xd53cd0aB83D845Ac265BE939c57F53AD838012c9',
  },
  { name: 'CreateCall', version: '1.5.0', address: '0x2Ef5ECfbea521449E4De05EDB1ce63B75eDA90B4' },
  { name: 'MultiSend', version: '1.5.0', address: '0x218543288004CD07832472D464648173c77D7eB7' },
  {
    name: 'MultiSendCallOnly',
    version: '1.5.0',
    address: '0xA83c336B20401Af773B6219BA5027174338D1836',
  },
  {
    name: 'SafeMigration',
    version: '1.5.0',
    address: '0x6439e7ABD8Bb915A5263094784C5CF561c4172AC',
  },
  {
    name: 'SignMessageLib',
    version: '1.5.0',
    address: '0x4FfeF8222648872B3dE295Ba1e49110E61f5b5aa',
  },
];

/** Official fallback handlers. */
export const KNOWN_FALLBACK_HANDLERS: readonly KnownSafeContract[] = [
  {
    name: 'DefaultCallbackHandler',
    version: '1.1.1',
    address: '0xd5D82B6aDDc9027B22dCA772Aa68D5d74cdBdF44',
  },
  {
    name: 'CompatibilityFallbackHandler',
    version: '1.3.0',
    address: '0xf48f2B2d2a534e402487b3ee7C18c33Aec0Fe5e4',
  },
  {
    name: 'CompatibilityFallbackHandler',
    version: '1.3.0',
    address: '0x017062a1dE2FE6b99BE3d9d37841FeD19F573804',
  },
  {
    name: 'CompatibilityFallbackHandler',
    version: '1.4.1',
    address: '0xfd0732Dc9E303f09fCEf3a7388Ad10A83459Ec99',
  },
  {
    name: 'CompatibilityFallbackHandler',
    version: '1.5.0',
    address: '0x3EfCBb83A4A7AfcB4F68D501E2c2203a38be77f4',
  },
  {
    name: 'ExtensibleFallbackHandler',
    version: '1.5.0',
    address: '0x85a8ca358D388530ad0fB95D0cb89Dd44Fc242c3',
  },
  {
    name: 'TokenCallbackHandler',
    version: '1.5.0',
    address: '0x54e86d004d71a8D2112ec75FaCE57D730b0433F3',
  },
];

/**
 * SimulateTxAccessor deployments with the keccak256 of their runtime code: the only accessors the
 * local simulation delegatecalls (through the Safe's simulateAndRevert). A chain's gateway may name
 * others; those are never used.
 */
export const KNOWN_SIMULATE_TX_ACCESSORS: readonly (KnownSafeContract & { codeHash: string })[] = [
  {
    name: 'SimulateTxAccessor',
    version: '1.4.1',
    address: '0x3d4BA2E0884aa488718476ca2FB8Efc291A46199',
    codeHash: '0x91f82615581fc73b190b83d72e883608b25e392f72322035df1b13d51766cf8d',
  },
  {
    name: 'SimulateTxAccessor',
    version: '1.3.0',
    address: '0x59AD6735bCd8152B84860Cb256dD9e96b85F69Da',
    codeHash: '0xb3fb9763869f2c09a2ac5a425d2dd6060bf7ef46b3899049d71a711e71e00f04',
  },
  {
    name: 'SimulateTxAccessor',
    version: '1.3.0',
    address: '0x727a77a074D1E6c4530e814F89E618a3298FC044',
    codeHash: '0x66712e1d9161706f826d8d74a3cc03db0289b2530a1202f24d52986952b69a02',
  },
];

/** One release of SignMessageLib: its canonical address and, where published, the EIP-155 one. */
export type KnownSignMessageLib = {
  version: string;
  canonical: string;
  eip155?: string;
  /** keccak256 of the runtime code at both addresses. */
  codeHash: string;
};

/**
 * SignMessageLib per Safe release (`sign_message_lib.json` of each version). zkSync's own
 * deployments are left out: their code differs and this app does not serve zkSync chains.
 */
export const KNOWN_SIGN_MESSAGE_LIBS: readonly KnownSignMessageLib[] = [
  {
    version: '1.3.0',
    canonical: '0xA65387F16B013cf2Af4605Ad8aA5ec25a2cbA3a2',
    eip155: '0x98FFBBF51bb33A056B08ddf711f289936AafF717',
    codeHash: '0x3ac65dea3cc9dd0d7b7b800f834e3d73415b4e944bb94555c3e4a08fb137e918',
  },
  {
    version: '1.4.1',
    canonical: '0xd53cd0aB83D845Ac265BE939c57F53AD838012c9',
    codeHash: '0x525c754a46b79e05543a59bb61e8de3c9eee0d955a59352409cbe67ea1077528',
  },
  {
    version: '1.5.0',
    canonical: '0x4FfeF8222648872B3dE295Ba1e49110E61f5b5aa',
    codeHash: '0xd61840855da008da59a00fc03fb71455b4f70bdca1f56f9504f072ed8d90c50e',
  },
];

/**
 * The chain config's MultiSendCallOnly when it is an official deployment, else null: a batch is
 * one DELEGATECALL, so the chain config alone never decides where it goes.
 */
export function officialMultiSendCallOnly(address: string | null | undefined): string | null {
  if (!address) return null;
  const official = TRUSTED_DELEGATECALL_TARGETS.some(
    (c) => c.name === 'MultiSendCallOnly' && c.address.toLowerCase() === address.toLowerCase(),
  );
  return official ? address : null;
}
