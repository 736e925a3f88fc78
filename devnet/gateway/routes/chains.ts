import type { ChainInfo } from '../../../src/gateway/types';
import { DEVNET_SHORT_NAME } from '../../../src/safe/chains/devnet';
import type { GatewayContext } from '../context';
import { masterCopies } from '../deployments';
import { page, parseCursor } from '../http/paging';
import type { Router } from '../http/router';
import { SUPPORTED_FIAT_CODES } from '../prices';
import { ok, requireChain } from './common';

/** EIP-3770 short name of the devnet chain (the app's devnet builds know it too). */
export { DEVNET_SHORT_NAME };

/** The chain configuration the devnet serves for its one chain (31337). */
export function chainInfo(ctx: GatewayContext): ChainInfo {
  const base = ctx.publicUrl();
  const c = ctx.contracts['1.4.1'];
  const rpc = { authentication: 'NO_AUTHENTICATION' as const, value: ctx.rpcUrl };
  return {
    chainId: ctx.chainId.toString(),
    chainName: 'Devnet',
    shortName: DEVNET_SHORT_NAME,
    description: 'Local Hardhat chain with the real Safe contracts (Countersign devnet)',
    chainLogoUri: null,
    l2: true,
    isTestnet: true,
    transactionService: base,
    rpcUri: rpc,
    safeAppsRpcUri: rpc,
    publicRpcUri: rpc,
    blockExplorerUriTemplate: {
      address: `${base}/explorer/address/{{address}}`,
      txHash: `${base}/explorer/tx/{{txHash}}`,
      api: `${base}/explorer/api?module={{module}}&action={{action}}&address={{address}}&apiKey={{apiKey}}`,
    },
    beaconChainExplorerUriTemplate: { publicKey: null },
    nativeCurrency: {
      name: 'Ether',
      symbol: 'ETH',
      decimals: 18,
      logoUri: `${base}/explorer/eth.svg`,
    },
    theme: { textColor: '#ffffff', backgroundColor: '#4a5568' },
    gasPrice: [{ type: 'fixed', weiValue: '1000000000' }],
    ensRegistryAddress: null,
    disabledWallets: [],
    features: [
      'CONTRACT_INTERACTION',
      'EIP1271',
      'EIP1559',
      'ERC721',
      'SAFE_APPS',
      'SAFE_TX_GAS_OPTIONAL',
    ],
    balancesProvider: { chainName: null, enabled: false },
    contractAddresses: {
      safeSingletonAddress: c.safeL2,
      safeProxyFactoryAddress: c.proxyFactory,
      multiSendAddress: c.multiSend,
      multiSendCallOnlyAddress: c.multiSendCallOnly,
      fallbackHandlerAddress: c.fallbackHandler,
      signMessageLibAddress: c.signMessageLib,
      createCallAddress: c.createCall,
      simulateTxAccessorAddress: c.simulateTxAccessor,
      safeWebAuthnSignerFactoryAddress: null,
    },
    recommendedMasterCopyVersion: '1.4.1',
  };
}

/** Chain configuration, master copies, Safe Apps and fiat codes. */
export function registerChainRoutes(router: Router, ctx: GatewayContext): void {
  router.add('GET', '/v1/chains', (req) => {
    const window = parseCursor(req.query);
    const all = [chainInfo(ctx)];
    return ok(
      page(
        req.requestUrl,
        window,
        all.slice(window.offset, window.offset + window.limit),
        all.length,
      ),
    );
  });
  router.add('GET', '/v1/chains/:chainId', (req) => {
    requireChain(ctx, req);
    return ok(chainInfo(ctx));
  });
  router.add('GET', '/v1/chains/:chainId/about/master-copies', (req) => {
    requireChain(ctx, req);
    return ok(masterCopies(ctx.contracts));
  });
  router.add('GET', '/v1/chains/:chainId/safe-apps', (req) => {
    requireChain(ctx, req);
    const url = req.query.get('url');
    // Like the config service's exclusive clients: with a clientUrl, a DOMAIN_ALLOWLIST app is
    // listed only for a client it names; without one, every app is listed.
    const clientUrl = req.query.get('clientUrl') ?? req.query.get('client_url');
    const apps = ctx
      .safeApps()
      .filter((app) => !url || app.url === url)
      .filter(
        (app) =>
          !clientUrl ||
          app.accessControl.type !== 'DOMAIN_ALLOWLIST' ||
          app.accessControl.value.includes(clientUrl.replace(/\/+$/, '')),
      );
    return ok(apps);
  });
  router.add('GET', '/v1/balances/supported-fiat-codes', () => ok([...SUPPORTED_FIAT_CODES]));
}
