// The message flows: confirm an off-chain message (SafeMessage EIP-712 → outbox) and check the
// combined signature on chain (EIP-1271, both forms). Signing on chain through SignMessageLib is a
// transaction and goes through the shared review (SignMessageOnChain).
import type { SafeMessage } from '../../gateway';
import {
  calculateSafeMessageHash,
  checkSafeSignatureForms,
  getSafeMessageTypedData,
  hashSafeMessageContent,
  type SafeMessageContent,
  type SafeSignatureForms,
} from '../../safe';
import { confirmMessageItem } from '../../session/outbox/outboxItems';
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
