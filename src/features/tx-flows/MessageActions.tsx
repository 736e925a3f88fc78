// What the connected owner can do with an off-chain message: sign it, check it on chain (EIP-1271)
// once it is confirmed, or — while it is not confirmed — sign it on chain through SignMessageLib,
// which opens the shared transaction review (SignMessageOnChain) instead of asking the wallet.
import { useQueryClient } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import type { SafeInfo, SafeMessage } from '../../gateway';
import {
  calculateSafeMessageHash,
  getSafeMessageTypedData,
  type SafeMessageContent,
  type SafeSignatureForms,
} from '../../safe';
import { useGatewayClient } from '../../session/gateway/useGatewayClient';
import { useMessageReview } from '../../session/review/useMessageReview';
import { useWalletSession } from '../../session/wallet/useWalletSession';
import type { ReadySafe } from '../shared/RequireSafe';
import { checkMessageOnChain, confirmMessage } from './messageFlows';
import { OutboxList } from './OutboxList';
import { isTypedDataUnsupported, type SigningMethod } from './signHash';
import { messageGateOf } from './messageGate';
import type { TxFlowContext } from './txFlows';
import { DELIVERY_WORDS } from './deliveryWords';
import { useFlowRunner } from './useFlowRunner';
import { ActionBar } from '../shared/ActionBar';
import { FlowStatus } from './FlowStatus';
import { SigningNotices } from './SigningNotices';
import { SignMessageOnChain } from './SignMessageOnChain';
import { walletBlocker } from './walletBlocker';
import { SigningHardwareScreen } from './SigningHardwareScreen';
import { useSafeChainState } from '../../session/review/useSafeChainState';

/** Props of MessageActions. */
export interface MessageActionsProps {
  message: SafeMessage;
  safe: ReadySafe;
  safeInfo: SafeInfo | undefined;
}

/** The signing actions of one message. */
export function MessageActions({ message, safe, safeInfo }: MessageActionsProps) {
  const client = useGatewayClient();
  const queryClient = useQueryClient();
  const wallet = useWalletSession();
  // The same review as the details screen: contract and approved-hash parts of the confirmations
  // and of the prepared signature count once the chain confirmed them.
  const { result, signaturesPending } = useMessageReview(
    message,
    safeInfo,
    safe.chain,
    safe.safeAddress,
  );
  const gate = messageGateOf(signaturesPending ? null : result);
  const { state, run, busy } = useFlowRunner();
  const [fallback, setFallback] = useState(false);
  const [onChain, setOnChain] = useState(false);
  const [forms, setForms] = useState<SafeSignatureForms | null>(null);
  const me = wallet.address;
  // Owners as the chain reports them (the review's primary RPC), never the gateway's list.
  const { check: chainCheck, rpc } = useSafeChainState(safe.chain, safe.safeAddress);
  const chainOwners = chainCheck?.status === 'checked' ? chainCheck.state.owners : [];
  const isOwner = me !== null && chainOwners.some((o) => o.toLowerCase() === me.toLowerCase());
  const blocker = walletBlocker(wallet, safe.chain, isOwner);
  const hasSigned =
    me !== null &&
    message.confirmations.some((c) => c.owner.value.toLowerCase() === me.toLowerCase());
  const version = result?.version ?? null;
  const disabled = busy || gate.status !== 'ok' || blocker !== null || version === null;
  // The SafeMessage the wallet will get (confirmMessage computes the same), for the device screen.
  const toSign = useMemo(() => {
    if (!version) return null;
    const parameters = {
      safeAddress: safe.safeAddress,
      chainId: safe.chainId,
      version,
      message: message.message as SafeMessageContent,
    };
    try {
      return {
        typedData: getSafeMessageTypedData(parameters),
        hash: calculateSafeMessageHash(parameters),
      };
    } catch {
      return null;
    }
  }, [version, safe.safeAddress, safe.chainId, message.message]);
  const canSign = !hasSigned && message.status !== 'CONFIRMED';
  const ctx: TxFlowContext = {
    client,
    queryClient,
    chain: safe.chain,
    safeAddress: safe.safeAddress,
    wallet,
    ...(rpc ? { rpcUrl: rpc.url } : {}),
  };

  const sign = (method: SigningMethod) => {
    if (!version) return;
    setFallback(false);
    void run('Waiting for your wallet’s signature…', async () => {
      try {
        const outcome = await confirmMessage(ctx, message, version, method);
        await queryClient.invalidateQueries({
          queryKey: ['gateway', client.baseUrl, 'chain', safe.chainId],
        });
        return `Your signature was ${DELIVERY_WORDS[outcome]}`;
      } catch (error) {
        if (method === 'typed-data' && isTypedDataUnsupported(error)) setFallback(true);
        throw error;
      }
    });
  };
  const check = (signature: string) =>
    void run('Asking the Safe on chain (isValidSignature)…', async () => {
      const answer = await checkMessageOnChain(ctx, message, signature);
      setForms(answer);
      return answer.bytes32 || answer.bytes
        ? 'The Safe accepts this signature on chain.'
        : 'The Safe does not accept this signature on chain.';
    });

  return (
    <section
      className="tx-actions decision"
      aria-labelledby="message-actions-title"
      data-testid="message-actions"
    >
      <h2 id="message-actions-title" className="decision-title">
        Sign
      </h2>
      <SigningNotices blocker={blocker} gate={gate} />
      {hasSigned && <p className="hint">You have signed this message.</p>}
      {canSign && (
        <SigningHardwareScreen
          typedData={toSign?.typedData ?? null}
          ethSignHash={fallback && !busy ? (toSign?.hash ?? null) : null}
          what="your signature"
        />
      )}
      <ActionBar label="Your decision on this message">
        {canSign && (
          <button
            className="button primary"
            type="button"
            disabled={disabled}
            onClick={() => sign('typed-data')}
          >
            Sign message
          </button>
        )}
        {message.status === 'CONFIRMED' && message.preparedSignature && (
          <button
            className="button secondary"
            type="button"
            disabled={busy}
            onClick={() => check(message.preparedSignature!)}
          >
            Check the signature on chain
          </button>
        )}
        <button
          className="button secondary"
          type="button"
          disabled={busy}
          onClick={() => check('0x')}
        >
          Check for an on-chain signature
        </button>
        {message.status !== 'CONFIRMED' && gate.status === 'ok' && (
          <button
            className="button secondary"
            type="button"
            disabled={disabled || onChain}
            aria-expanded={onChain}
            onClick={() => setOnChain(true)}
          >
            Sign on chain instead (SignMessageLib)
          </button>
        )}
        <FlowStatus state={state} />
      </ActionBar>
      {onChain && (
        <SignMessageOnChain safe={safe} message={message} onClose={() => setOnChain(false)} />
      )}
      {fallback && !busy && (
        <div className="warning" role="alert" data-testid="eth-sign-fallback">
          <p>
            Your wallet cannot sign typed data, so it would sign a bare hash with eth_sign and show
            only that hash. Compare it with the hash above before you sign.
          </p>
          <button
            className="button"
            type="button"
            disabled={disabled}
            onClick={() => sign('eth_sign')}
          >
            Sign the hash with eth_sign
          </button>
        </div>
      )}
      {forms && (
        <ul data-testid="eip1271-result">
          <li>
            isValidSignature(bytes32,bytes) →{' '}
            {forms.bytes32 ? 'returned 0x1626ba7e (valid)' : 'not valid'}
          </li>
          <li>
            isValidSignature(bytes,bytes) →{' '}
            {forms.bytes ? 'returned 0x20c13b0b (valid)' : 'not valid'}
          </li>
        </ul>
      )}
      <OutboxList
        chainId={safe.chainId}
        safeAddress={safe.safeAddress}
        hash={message.messageHash}
      />
    </section>
  );
}
