// @vitest-environment jsdom
// The gateway's saving code loads with the first save. When it cannot be fetched (offline without
// the worker's copy, a tab older than the deployed app), the save says so in the app's words and
// the gateway in use stays.
import { act, useContext } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { mountPerTest } from '../../dom';
import {
  GatewayClientProvider,
  GatewayContext,
  SAVING_CODE_UNAVAILABLE,
  type GatewayContextValue,
} from '../../../../src/session/gateway/GatewayClientProvider';

const dom = mountPerTest();

describe('GatewayClientProvider.setGatewayUrl', () => {
  it('explains a saving code that cannot be loaded and keeps the gateway in use', async () => {
    vi.doMock('../../../../src/session/gateway/saveGatewayUrl', () => {
      throw new TypeError('Failed to fetch dynamically imported module: /assets/saveGatewayUrl.js');
    });
    let context: GatewayContextValue | null = null;
    function Probe() {
      context = useContext(GatewayContext);
      return <p>{context?.gatewayUrl}</p>;
    }
    act(() =>
      dom.root.render(
        <GatewayClientProvider defaultGatewayUrl="https://gw.example">
          <Probe />
        </GatewayClientProvider>,
      ),
    );
    let failure: unknown;
    await act(async () => {
      await context!.setGatewayUrl('https://other.example').catch((error: unknown) => {
        failure = error;
      });
    });
    expect(failure).toBeInstanceOf(Error);
    expect((failure as Error).message).toBe(SAVING_CODE_UNAVAILABLE);
    expect(dom.container.textContent).toBe('https://gw.example');
    vi.doUnmock('../../../../src/session/gateway/saveGatewayUrl');
  });
});
