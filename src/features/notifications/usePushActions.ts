// What the Notifications screen does: turn a Safe on (permission → token → one signature per
// chain → gateway), off (DELETE, no signature), the whole device off, a type on or off (local
// only: the gateway sends every type, the worker filters), and registering again for a new token.
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import { config } from '../../config';
import type { ChainInfo } from '../../gateway';
import { localKeys } from '../../query/keys';
import { describeError } from '../../session/errors/describeError';
import { useGatewayClient } from '../../session/gateway/useGatewayClient';
import {
  registerSafesForPush,
  registeredSafes,
  unregisterDeviceFromPush,
  unregisterSafeFromPush,
} from '../../session/push/pushRegistration';
import { pushSupport, readPushEnvironment, PUSH_MESSAGES } from '../../session/push/support';
import { currentPushToken } from '../../session/push/tokenCheck';
import { useWalletSession } from '../../session/wallet/useWalletSession';
import { updateNotificationPrefs, type ShownPushType } from '../../storage/notificationPrefs';
import { afterPaint } from '../../session/paint/afterPaint';

/** Whether this build can register at all (Firebase options, or the devnet's local push). */
export const pushConfigured = Boolean(config.firebase) || config.devnet;

/** A Safe as the screen lists it. */
export interface PushSafe {
  chainId: string;
  address: string;
  name: string | null;
}

/**
 * The screen's one message line; while the wallet is asked to sign, `signedMessage` is what it
 * signs (the registration hash, which its device shows).
 */
export type PushFeedback = {
  kind: 'status' | 'error';
  text: string;
  signedMessage?: string;
} | null;

/** Asks for permission when it was never asked; throws with the explanation otherwise. */
async function ensurePermission(): Promise<void> {
  const support = pushSupport(readPushEnvironment(pushConfigured));
  if (!support.ok) throw new Error(support.message);
  if (support.permission === 'granted') return;
  const answer = await Notification.requestPermission();
  if (answer !== 'granted') throw new Error(PUSH_MESSAGES.denied);
}

/** The screen's actions and their progress. */
export function usePushActions(chains: readonly ChainInfo[]) {
  const client = useGatewayClient();
  const queryClient = useQueryClient();
  const wallet = useWalletSession();
  const [busy, setBusy] = useState<string | null>(null);
  const [feedback, setFeedback] = useState<PushFeedback>(null);

  const refresh = useCallback(async () => {
    await queryClient.invalidateQueries({ queryKey: localKeys.notificationPrefs() });
    await queryClient.invalidateQueries({ queryKey: localKeys.pushDevice() });
  }, [queryClient]);

  const run = useCallback(
    async (key: string, work: () => Promise<string>) => {
      setBusy(key);
      setFeedback(null);
      try {
        setFeedback({ kind: 'status', text: await work() });
      } catch (error) {
        setFeedback({ kind: 'error', text: describeError(error) });
      } finally {
        setBusy(null);
        await refresh();
      }
    },
    [refresh],
  );

  const sign = useCallback(
    (hash: string, chainId: string) => {
      const chain = chains.find((item) => item.chainId === chainId);
      setFeedback({
        kind: 'status',
        text: `Sign the registration for ${chain?.chainName ?? `chain ${chainId}`} in your wallet…`,
        signedMessage: hash,
      });
      // The device screen is on the page before the wallet asks.
      return afterPaint().then(() => wallet.personalSign(hash));
    },
    [chains, wallet],
  );

  const requireWallet = useCallback(() => {
    if (!wallet.address)
      throw new Error(
        'Connect the wallet of an owner of this Safe (header, “Connect wallet”) first: an owner signs the registration.',
      );
  }, [wallet.address]);

  const turnOn = useCallback(
    (safe: PushSafe) =>
      run(`${safe.chainId}:${safe.address}`, async () => {
        await ensurePermission();
        requireWallet();
        const chain = chains.find((item) => item.chainId === safe.chainId);
        if (!chain) throw new Error('The chain of this Safe is not loaded yet; try again.');
        const token = await currentPushToken();
        await registerSafesForPush({
          client,
          token,
          version: config.appVersion,
          sign,
          safes: [
            {
              chainId: safe.chainId,
              safe: safe.address,
              display: {
                safeName: safe.name,
                chainName: chain.chainName,
                shortName: chain.shortName,
                nativeCurrency: {
                  name: chain.nativeCurrency.name,
                  symbol: chain.nativeCurrency.symbol,
                  decimals: chain.nativeCurrency.decimals,
                },
              },
            },
          ],
        });
        return 'Notifications are on for this Safe.';
      }),
    [chains, client, requireWallet, run, sign],
  );

  const turnOff = useCallback(
    (safe: PushSafe) =>
      run(`${safe.chainId}:${safe.address}`, async () => {
        await unregisterSafeFromPush(client, safe.chainId, safe.address);
        return 'Notifications are off for this Safe.';
      }),
    [client, run],
  );

  const turnOffDevice = useCallback(
    () =>
      run('device', async () => {
        await unregisterDeviceFromPush(client);
        return 'Notifications are off on this device for every Safe.';
      }),
    [client, run],
  );

  const registerAgain = useCallback(
    () =>
      run('device', async () => {
        requireWallet();
        const token = await currentPushToken();
        await registerSafesForPush({
          client,
          token,
          version: config.appVersion,
          sign,
          safes: await registeredSafes(),
        });
        return 'Registered again with this browser’s new push token.';
      }),
    [client, requireWallet, run, sign],
  );

  const setType = useCallback(
    async (safe: PushSafe, type: ShownPushType, shown: boolean) => {
      await updateNotificationPrefs(safe.chainId, safe.address, (current) => ({
        ...current,
        types: { ...current.types, [type]: shown },
      }));
      await refresh();
    },
    [refresh],
  );

  return { busy, feedback, turnOn, turnOff, turnOffDevice, registerAgain, setType };
}
