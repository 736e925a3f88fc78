// The layer arrows are enforced by lint: a wrong-way import planted in a file of src/ fails with the
// project's own ESLint configuration, and the right-way ones pass.
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const eslint = new ESLint({ cwd: process.cwd() });

/** Lints `code` as if it were the file `filePath`; returns the layer rule's messages. */
async function layerMessages(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath });
  return (result?.messages ?? [])
    .filter((message) => message.ruleId === 'layers/allowed-imports')
    .map((message) => message.message);
}

describe('layer arrows', () => {
  it('fail a feature that imports another feature’s internals', async () => {
    const messages = await layerMessages(
      'src/features/queue/Planted.ts',
      "export { buildHistoryRows } from '../history/historyRows';\n",
    );
    expect(messages).toEqual([
      expect.stringContaining('features/queue may not reach into features/history'),
    ]);
  });

  it('let a feature import features/shared and the layers below', async () => {
    const messages = await layerMessages(
      'src/features/queue/Planted.ts',
      [
        "export { AddressView } from '../shared/AddressView';",
        "export { historyQueryOptions } from '../../query/options';",
        "export { useWalletSession } from '../../session/wallet/useWalletSession';",
        '',
      ].join('\n'),
    );
    expect(messages).toEqual([]);
  });

  it('fail src/app importing a screen outside the route table', async () => {
    const messages = await layerMessages(
      'src/app/layout/Planted.ts',
      "export { QueueScreen } from '../../features/queue/QueueScreen';\n",
    );
    expect(messages).toEqual([expect.stringContaining('route table')]);
    // The idle preloads load screens too, from a chunk of their own (vite.config.ts).
    expect(
      await layerMessages(
        'src/app/idlePreloads.ts',
        "export const load = () => import('../features/queue/QueueScreen');\n",
      ),
    ).toEqual([]);
  });

  it('fail features/shared importing a feature, and a lower layer importing a higher one', async () => {
    expect(
      await layerMessages(
        'src/features/shared/Planted.ts',
        "export { QueueScreen } from '../queue/QueueScreen';\n",
      ),
    ).toHaveLength(1);
    expect(
      await layerMessages(
        'src/query/Planted.ts',
        "export { ROUTES } from '../session/routes/links';\n",
      ),
    ).toHaveLength(1);
    expect(
      await layerMessages(
        'src/gateway/Planted.ts',
        "export { walletSession } from '../wallet/session';\n",
      ),
    ).toHaveLength(1);
  });

  it('let the service worker use the pure route links but nothing else of src/session', async () => {
    expect(
      await layerMessages(
        'src/sw/planted.ts',
        [
          "export { txDetailsLink } from '../session/routes/links';",
          "export { loadGatewayUrlOverride } from '../session/gateway/gatewayUrl';",
          '',
        ].join('\n'),
      ),
    ).toEqual([]);
    expect(
      await layerMessages(
        'src/sw/planted.ts',
        "export { useWalletSession } from '../session/wallet/useWalletSession';\n",
      ),
    ).toHaveLength(1);
  });

  it('let screens use the signing flows, and the flows the shared UI, never the other way', async () => {
    expect(
      await layerMessages(
        'src/features/queue/Planted.ts',
        "export { TxActions } from '../tx-flows/TxActions';\n",
      ),
    ).toEqual([]);
    expect(
      await layerMessages(
        'src/features/tx-flows/Planted.ts',
        "export { AddressView } from '../shared/AddressView';\n",
      ),
    ).toEqual([]);
    expect(
      await layerMessages(
        'src/features/shared/Planted.ts',
        "export { TxActions } from '../tx-flows/TxActions';\n",
      ),
    ).toHaveLength(1);
    expect(
      await layerMessages(
        'src/features/tx-flows/Planted.ts',
        "export { QueueScreen } from '../queue/QueueScreen';\n",
      ),
    ).toHaveLength(1);
  });

  it('keep the Safe Apps protocol core below its client, and the client out of the app', async () => {
    expect(
      await layerMessages(
        'src/safe-apps/protocol/Planted.ts',
        "export { SafeAppsSDK } from '../client/sdk';\n",
      ),
    ).toEqual([expect.stringContaining('src/safe-apps/protocol may not import')]);
    expect(
      await layerMessages(
        'src/safe-apps/client/Planted.ts',
        "export { getSafeApps } from '../../gateway/actions/getSafeApps';\n",
      ),
    ).toEqual([expect.stringContaining('src/safe-apps/client may not import src/gateway')]);
    expect(
      await layerMessages(
        'src/safe-apps/client/Planted.ts',
        [
          "export { acceptHostResponse } from '../protocol';",
          "export { BaseError } from '../../errors';",
          '',
        ].join('\n'),
      ),
    ).toEqual([]);
    expect(
      await layerMessages(
        'src/features/safe-apps/Planted.ts',
        "export { acceptAppRequest } from '../../safe-apps/protocol/acceptance';\n",
      ),
    ).toEqual([]);
    expect(
      await layerMessages(
        'src/gateway/Planted.ts',
        "export { Methods } from '../safe-apps/protocol/methods';\n",
      ),
    ).toHaveLength(1);
  });

  it('check dynamic imports too', async () => {
    const messages = await layerMessages(
      'src/session/Planted.ts',
      "export const load = () => import('../features/queue/QueueScreen');\n",
    );
    expect(messages).toHaveLength(1);
  });
});
