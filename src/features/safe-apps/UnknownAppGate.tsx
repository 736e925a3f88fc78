// An app outside the gateway's list: its manifest.json read and shown (as text), the "unknown app"
// warning with its origin spelled out, and the user's choice remembered per origin.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { readAppManifest } from '../../safe-apps/host/manifest';
import { getCustomSafeApp, putCustomSafeApp } from '../../storage/safeApps';
import { LoadingState } from '../shared/StatePanels';

/** Props of UnknownAppGate. */
export interface UnknownAppGateProps {
  appUrl: string;
  origin: string;
  back: ReactNode;
  /** The app, once the user chose to open it (now or before); given the name to show. */
  children: (name: string) => ReactNode;
}

/** Shows the warning until the user opens the app; remembers the answer for its origin. */
export function UnknownAppGate({ appUrl, origin, back, children }: UnknownAppGateProps) {
  const queryClient = useQueryClient();
  const choiceKey = ['local', 'safe-apps', 'custom', origin] as const;
  const choice = useQuery({
    queryKey: choiceKey,
    queryFn: () => getCustomSafeApp(origin),
    networkMode: 'always',
  });
  const manifest = useQuery({
    queryKey: ['safe-app-manifest', appUrl],
    queryFn: ({ signal }) => readAppManifest(appUrl, signal),
    retry: false,
    staleTime: 300_000,
  });
  const decide = useMutation({
    mutationFn: (trusted: boolean) =>
      putCustomSafeApp({
        origin,
        url: appUrl,
        name: manifest.data?.name ?? null,
        trusted,
        decidedAt: Date.now(),
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: choiceKey }),
  });

  if (choice.isPending) return <LoadingState label="Loading app…" />;
  const name = manifest.data?.name ?? choice.data?.name ?? origin;
  if (choice.data?.trusted) return children(name);

  return (
    <>
      <h1 id="screen-title">Unknown app</h1>
      <div className="notice warning stack" role="alert" data-testid="unknown-app-warning">
        <p>
          This app is not on this network’s list of Safe Apps. It will run from{' '}
          <strong data-testid="unknown-app-origin">{origin}</strong> and can ask this Safe to sign
          transactions and messages. Open it only if you trust that origin.
        </p>
        {choice.data && !choice.data.trusted && (
          <p>You chose not to open apps from this origin before.</p>
        )}
      </div>
      <section className="card stack" aria-label="The app’s manifest">
        <h2>What the app says about itself</h2>
        {manifest.isPending ? (
          <p className="hint">Reading {origin}’s manifest.json…</p>
        ) : manifest.data ? (
          <dl>
            <dt>Name</dt>
            <dd data-testid="manifest-name">{manifest.data.name}</dd>
            {manifest.data.description && (
              <>
                <dt>Description</dt>
                <dd>{manifest.data.description}</dd>
              </>
            )}
          </dl>
        ) : (
          <p className="hint">The app has no readable manifest.json: nothing describes it.</p>
        )}
      </section>
      <div className="actions">
        <button
          className="button primary"
          type="button"
          onClick={() => decide.mutate(true)}
          disabled={decide.isPending}
        >
          Open the app from {origin}
        </button>
        <button
          className="button"
          type="button"
          onClick={() => decide.mutate(false)}
          disabled={decide.isPending}
        >
          Don’t open
        </button>
      </div>
      {back}
    </>
  );
}
