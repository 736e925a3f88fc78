// The message flows: confirm an off-chain message (SafeMessage EIP-712 → outbox), check the
// combined signature on chain (EIP-1271, both forms), and the on-chain fallback (a proposal that
// delegatecalls SignMessageLib.signMessage).
import { BaseError } from '../../errors';
import { getNonces, type SafeMessage } from '../../gateway';
import {
  buildProposeRequest,
  buildSignMessageCall,
  calculateSafeMessageHash,
  calculateSafeTxHash,
  checkSafeSignatureForms,
  createSafeTransaction,
  getSafeMessageTypedData,
  getSafeTxTypedData,
  hashSafeMessageContent,
  type SafeMessageContent,
  type SafeSignatureForms,
} from '../../safe';
import { confirmMessageItem, proposeTransactionItem } from '../../session/outbox/outboxItems';
import { chainCall } from './chainRpc';
import { signHash, type SigningMethod } from './signHash';
import { storeAndSend, type DeliveryOutcome, type TxFlowContext } from './txFlows';

const content = (message: SafeMessage) => message.message as SafeMessageContent;

/** Signs the SafeMessage computed here and sends the signature through the outbox. */
export async function confirmMessage(
  ctx: TxFlowContext,
  message: SafeMessage,
  version: string,
  method: SigningMethod,
): Promise<DeliveryOutcome> {
  const parameters = {
    safeAddress: ctx.safeAddress,
    chainId: ctx.chain.chainId,
    version,
    message: content(message),
  };
  const messageHash = calculateSafeMessageHash(parameters);
  const signature = await signHash(ctx.wallet, {
    typedData: getSafeMessageTypedData(parameters),
    hash: messageHash,
    method,
  });
  return storeAndSend(
    ctx,
    confirmMessageItem(
      { chainId: ctx.chain.chainId, safe: ctx.safeAddress },
      { messageHash, signature, signer: ctx.wallet.address! },
      `Signature of message ${messageHash.slice(0, 10)}…`,
    ),
  );
}

/** Asks the Safe on chain whether `signature` ('0x' = signed on chain) is valid for the message. */
export function checkMessageOnChain(
  ctx: Pick<TxFlowContext, 'chain' | 'safeAddress' | 'rpcUrl'>,
  message: SafeMessage,
  signature: string,
): Promise<SafeSignatureForms> {
  return checkSafeSignatureForms({
    call: chainCall(ctx.rpcUrl),
    safeAddress: ctx.safeAddress,
    dataHash: hashSafeMessageContent(content(message)),
    signature,
  });
}

/** Proposes (signed by this owner) a Safe transaction that signs the message on chain. */
export async function proposeOnChainSignature(
  ctx: TxFlowContext,
  message: SafeMessage,
  version: string,
  method: SigningMethod,
): Promise<DeliveryOutcome> {
  const signMessageLib = ctx.chain.contractAddresses?.signMessageLibAddress;
  if (!signMessageLib)
    throw new BaseError('This chain names no SignMessageLib.', {
      details: 'The message can only be signed off chain here.',
    });
  const { recommendedNonce } = await getNonces(ctx.client, {
    chainId: ctx.chain.chainId,
    safeAddress: ctx.safeAddress,
  });
  const transaction = createSafeTransaction(
    buildSignMessageCall({ signMessageLib, contentHash: hashSafeMessageContent(content(message)) }),
    { nonce: BigInt(recommendedNonce) },
  );
  const parameters = {
    safeAddress: ctx.safeAddress,
    chainId: ctx.chain.chainId,
    version,
    transaction,
  };
  const safeTxHash = calculateSafeTxHash(parameters);
  const signature = await signHash(ctx.wallet, {
    typedData: getSafeTxTypedData(parameters),
    hash: safeTxHash,
    method,
  });
  return storeAndSend(
    ctx,
    proposeTransactionItem(
      { chainId: ctx.chain.chainId, safe: ctx.safeAddress },
      buildProposeRequest({ transaction, safeTxHash, sender: ctx.wallet.address!, signature }),
      `On-chain signature of message ${message.messageHash.slice(0, 10)}… (nonce ${recommendedNonce})`,
    ),
  );
}
