// After this owner signed an app's message: the app waits, as Safe{Wallet}'s apps expect, until
// the message holds enough signatures, then gets `{ messageHash, signature }` with the combined
// (prepared) signature. Meanwhile the other owners sign it on its Messages page.
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { Link } from '../../router';
import { safeMessageQueryOptions } from '../../query/options/messages';
import { describeError } from '../../session/errors/describeError';
import { useGatewayClient } from '../../session/gateway/useGatewayClient';
import { linkHref, messageDetailsLink } from '../../session/routes/links';
import type { ReadySafe } from '../shared/RequireSafe';

// Other owners sign on their own time; every 5 s is quick enough for an app that waits and light
// on the gateway (TanStack pauses it offline and in a hidden tab).
const POLL_MS = 5_000;

/** Props of AppMessageWaiting. */
export interface AppMessageWaitingProps {
  safe: ReadySafe;
  messageHash: string;
  threshold: number;
  onDone: (data: { messageHash: string; signature: string }) => void;
  /** Stop waiting: the app gets the rejection; the message stays for the owners. */
  onStop: () => void;
}

/** Waits for the message's threshold and answers the app with the combined signature. */
export function AppMessageWaiting({
  safe,
  messageHash,
  threshold,
  onDone,
  onStop,
}: AppMessageWaitingProps) {
  const client = useGatewayClient();
  const message = useQuery({
    ...safeMessageQueryOptions(client, { chainId: safe.chainId, messageHash }),
    refetchInterval: (query) => (query.state.data?.status === 'CONFIRMED' ? false : POLL_MS),
  });
  const prepared =
    message.data?.status === 'CONFIRMED' ? (message.data.preparedSignature ?? null) : null;
  useEffect(() => {
    if (prepared) onDone({ messageHash, signature: prepared });
  }, [prepared, messageHash, onDone]);
  const signed = message.data?.confirmationsSubmitted ?? 1;
  return (
    <div className="stack" data-testid="app-message-waiting">
      <p role="status">
        Signed by you. The app gets the signature once {threshold} owners signed ({signed} of{' '}
        {threshold} so far).
      </p>
      <p>
        The other owners sign it under{' '}
        <Link
          to={linkHref(messageDetailsLink(safe.safeParam, messageHash))}
          data-testid="app-message-link"
          data-message-hash={messageHash}
        >
          Messages
        </Link>
        .
      </p>
      {message.error && (
        <p className="hint" role="alert">
          The message could not be read ({describeError(message.error)}); asking again.
        </p>
      )}
      <div className="actions">
        <button className="button" type="button" onClick={onStop}>
          Stop waiting
        </button>
      </div>
    </div>
  );
}
