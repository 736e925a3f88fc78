// Mounted once in the shell: drains the outbox at start and after every reconnect.
import { useEffect } from 'react';
import { useGatewayClient } from '../gateway/useGatewayClient';
import { startOutboxSync } from './outboxSync';

/** Renders nothing; keeps the outbox draining for the app's gateway. */
export function OutboxSync() {
  const client = useGatewayClient();
  useEffect(() => startOutboxSync(client), [client]);
  return null;
}
