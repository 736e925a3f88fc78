// The gateway's multisig transaction id, on its own: list views read it without loading the
// verifier (and with it ethers and the ABI decoders).

/** Reads the txId `multisig_<safe>_<safeTxHash>` of the gateway. */
export function parseMultisigTxId(
  txId: string,
): { safeAddress: string; safeTxHash: string } | null {
  const match = /^multisig_(0x[0-9a-fA-F]{40})_(0x[0-9a-fA-F]{64})$/.exec(txId);
  return match ? { safeAddress: match[1]!, safeTxHash: match[2]!.toLowerCase() } : null;
}
