// The nonce of the new transaction: the gateway's recommendation checked against the chain,
// editable with a warning, and a queued transaction it would replace named.
import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { Link } from '../../../router';
import { isTransactionListItemTransaction } from '../../../gateway';
import { transactionQueueQueryOptions } from '../../../query/options';
import { noncesQueryOptions } from '../../../query/options/newTransaction';
import { chooseNonce, nonceWarning, type NonceChoice, type SafeChainState } from '../../../safe';
import { useGatewayClient } from '../../../session/gateway/useGatewayClient';
import { linkHref, txDetailsLink } from '../../../session/routes/links';
import { describeTxInfo } from '../../shared/transactions/describe';
import type { ReadySafe } from '../../shared/RequireSafe';

/** The nonce choice for a Safe (null until either side answered). */
export function useNonceChoice(safe: ReadySafe, state: SafeChainState | null): NonceChoice | null {
  const client = useGatewayClient();
  const nonces = useQuery(
    noncesQueryOptions(client, { chainId: safe.chainId, safeAddress: safe.safeAddress }),
  );
  const recommended = nonces.data ? BigInt(nonces.data.recommendedNonce) : null;
  // Until the gateway answered or gave up, the chain alone does not decide.
  if (nonces.isPending && nonces.fetchStatus === 'fetching') return null;
  return chooseNonce({ recommended, chainNonce: state?.nonce ?? null });
}

/** Props of NonceField. */
export interface NonceFieldProps {
  safe: ReadySafe;
  choice: NonceChoice;
  chainNonce: bigint | null;
  /** What the user typed ('' = the chosen one). */
  value: string;
  onChange: (value: string) => void;
}

/** The nonce input with its warnings. */
export function NonceField({ safe, choice, chainNonce, value, onChange }: NonceFieldProps) {
  const id = useId();
  const client = useGatewayClient();
  const queue = useInfiniteQuery(
    transactionQueueQueryOptions(client, { chainId: safe.chainId, safeAddress: safe.safeAddress }),
  );
  const typed = value.trim();
  const nonce = typed === '' ? choice.nonce : /^\d+$/.test(typed) ? BigInt(typed) : null;
  const replaced =
    nonce === null
      ? []
      : (queue.data?.pages ?? [])
          .flatMap((page) => page.results)
          .filter(isTransactionListItemTransaction)
          .map((item) => item.transaction)
          .filter(
            (tx) =>
              tx.executionInfo?.type === 'MULTISIG' && BigInt(tx.executionInfo.nonce) === nonce,
          );
  const warning =
    nonce === null
      ? 'A nonce is a whole number.'
      : nonceWarning({ nonce, chosen: choice.nonce, chainNonce });
  return (
    <div className="form-row">
      <label htmlFor={id}>Nonce</label>
      <input
        id={id}
        type="text"
        inputMode="numeric"
        value={typed === '' ? choice.nonce.toString() : value}
        onChange={(event) => onChange(event.target.value)}
        aria-describedby={`${id}-note`}
        aria-invalid={nonce === null ? true : undefined}
      />
      <div id={`${id}-note`}>
        {choice.warning && <p className="notice warning">{choice.warning}</p>}
        {warning && (
          <p className="notice warning" role="alert" data-testid="nonce-warning">
            {warning}
          </p>
        )}
        {replaced.map((tx) => (
          <p key={tx.id} className="notice warning" data-testid="nonce-replaces">
            Replaces{' '}
            <Link to={linkHref(txDetailsLink(safe.safeParam, tx.id))}>
              {describeTxInfo(tx.txInfo, { queued: true }).summary}
            </Link>{' '}
            (queued with nonce {nonce?.toString()}): executing one cancels the other.
          </p>
        ))}
        {!choice.warning && !warning && replaced.length === 0 && (
          <p className="hint">
            The next free nonce (gateway’s recommendation, checked against the chain’s{' '}
            {chainNonce?.toString()}).
          </p>
        )}
      </div>
    </div>
  );
}

/** The nonce the field stands for, or null when the text is not one. */
export function nonceOf(value: string, choice: NonceChoice): bigint | null {
  const typed = value.trim();
  if (typed === '') return choice.nonce;
  return /^\d+$/.test(typed) ? BigInt(typed) : null;
}
