// Hooks over the gateway context.
import { useContext } from 'react';
import type { GatewayClient } from '../../gateway';
import { GatewayContext, type GatewayContextValue } from './GatewayClientProvider';

/** The gateway context; throws outside a GatewayClientProvider (a wiring bug, not a user error). */
export function useGatewayContext(): GatewayContextValue {
  const value = useContext(GatewayContext);
  if (!value) throw new Error('useGatewayClient needs a <GatewayClientProvider> above it');
  return value;
}

/** The GatewayClient to pass to query option factories. */
export function useGatewayClient(): GatewayClient {
  return useGatewayContext().client;
}
