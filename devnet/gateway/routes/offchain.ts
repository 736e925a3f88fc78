import type { GatewayContext } from '../context';
import type { Router } from '../http/router';
import { registerDelegateRoutes } from './delegates';
import { registerEmailDigestRoutes } from './email-digest';
import { registerEmailRoutes } from './emails';
import { registerMessageRoutes } from './messages';
import { registerNotificationRoutes } from './notifications';
import { registerRelayRoutes } from './relay';

/** Routes over off-chain data: messages, delegates, notifications, e-mails and relay. */
export function registerOffchainRoutes(router: Router, ctx: GatewayContext): void {
  registerMessageRoutes(router, ctx);
  registerDelegateRoutes(router, ctx);
  registerNotificationRoutes(router, ctx);
  registerEmailRoutes(router, ctx);
  registerEmailDigestRoutes(router, ctx);
  registerRelayRoutes(router, ctx);
}
