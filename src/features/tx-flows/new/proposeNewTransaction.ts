// Sign the SafeTx shown on the review and propose it through the outbox: nothing is stored until
// the wallet signed the hash computed here, and offline the proposal waits in the outbox and is
// sent once when the connection returns. It is also held as a signed bundle (docs/bundle-format.md).
import { BaseError } from '../../../errors';
import {
  buildProposeRequest,
  calculateSafeTxHash,
  getSafeTxTypedData,
  type SafeTransactionData,
} from '../../../safe';
import { createBundle } from '../../../safe/bundle';
import { holdBundle } from '../../../session/bundles/heldBundles';
import { proposeTransactionItem } from '../../../session/outbox/outboxItems';
import { signHash, type SigningMethod } from '../signHash';
import { storeAndSend, type DeliveryOutcome, type TxFlowContext } from '../txFlows';

/** What the review computed and showed: the fields, the version of the domain and the hash. */
export type NewTxToSign = {
  transaction: SafeTransactionData;
  /** The Safe version the chain reports (decides the EIP-712 domain). */
  version: string;
  safeTxHash: string;
  /** The outbox label ("Send 1 ETH to …, nonce 4"). */
  label: string;
  /** The proposal's `origin` (a Safe App's `{"url","name"}` JSON), when an app asked for it. */
  origin?: string;
};

/** Signs `toSign` with the connected owner and proposes it; says how delivery went. */
export async function proposeNewTransaction(
  ctx: TxFlowContext,
  toSign: NewTxToSign,
  method: SigningMethod,
): Promise<DeliveryOutcome> {
  const parameters = {
    safeAddress: ctx.safeAddress,
    chainId: ctx.chain.chainId,
    version: toSign.version,
    transaction: toSign.transaction,
  };
  // Recomputed from the fields rather than trusted from the caller: the hash signed is the hash of
  // exactly these fields.
  const safeTxHash = calculateSafeTxHash(parameters);
  if (safeTxHash !== toSign.safeTxHash) {
    throw new BaseError('The transaction changed after it was reviewed: review it again.', {
      details: 'Nothing was signed or sent.',
    });
  }
  const signature = await signHash(ctx.wallet, {
    typedData: getSafeTxTypedData(parameters),
    hash: safeTxHash,
    method,
  });
  // Also held as a signed bundle: with the gateway down (or never to be told), the other owners
  // can still get it by file, link or QR, and it is kept whatever the gateway answers.
  await holdBundle(
    createBundle({
      chainId: ctx.chain.chainId,
      safeAddress: ctx.safeAddress,
      safeVersion: toSign.version,
      transaction: toSign.transaction,
      signatures: [{ signer: ctx.wallet.address!, signature }],
      createdAt: new Date(),
    }),
  ).catch((error: unknown) => console.warn('The proposal was not kept as a bundle', error));
  const body = buildProposeRequest({
    transaction: toSign.transaction,
    safeTxHash,
    sender: ctx.wallet.address!,
    signature,
    origin: toSign.origin ?? null,
  });
  return storeAndSend(
    ctx,
    proposeTransactionItem(
      { chainId: ctx.chain.chainId, safe: ctx.safeAddress },
      body,
      toSign.label,
    ),
  );
}
