// EIP-3770 short names of chains the Safe gateway serves, with their chain ids. A Safe link names
// its chain by short name and only the gateway's chain list says which id that is, so a cold start
// would ask for the list, wait, and only then ask for the Safe. With this table the Safe's requests
// leave beside the list's. It is a guess, never a fact: screens still map the short name through
// the gateway's list, and a request made under a wrong guess is simply never read.

/** Short name → chain id (decimal text, as the gateway writes it). */
export const KNOWN_SHORT_NAMES: Readonly<Record<string, string>> = {
  eth: '1',
  oeth: '10',
  bnb: '56',
  gno: '100',
  matic: '137',
  zksync: '324',
  zkevm: '1101',
  base: '8453',
  arb1: '42161',
  celo: '42220',
  avax: '43114',
  linea: '59144',
  basesep: '84532',
  scr: '534352',
  sep: '11155111',
};

/** The chain id a short name most likely stands for (`extra` first), or null when unknown. */
export function guessChainId(
  shortName: string,
  extra: Readonly<Record<string, string>> = {},
): string | null {
  const known = { ...KNOWN_SHORT_NAMES, ...extra };
  const key = shortName.toLowerCase();
  return Object.hasOwn(known, key) ? (known[key] ?? null) : null;
}
