// Import a signed bundle: open a file, paste a link or the bundle itself, or arrive by a bundle
// link (`/bundles#b=…`) or the installed app's file handler. The bundle is merged into what this
// device holds and reviewed on the transaction screen like any queued transaction.
import { useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useEffect, useRef, useState, type FormEvent } from 'react';
import { useLocation, useNavigate } from '../../router';
import { localKeys } from '../../query/keys';
import { BUNDLE_FILE_EXTENSION, BUNDLE_MAX_BYTES } from '../../safe/bundle';
import { importBundle, type ImportBundleOutcome } from '../../session/bundles/importBundle';
import { describeError } from '../../session/errors/describeError';
import { takeSharedBundle } from '../../storage/sharedBundle';
import { useChains } from '../shared/useChains';
import { HeldBundles } from './HeldBundles';
import { ImportOutcome } from './ImportOutcome';
import { useLaunchedFiles } from './useLaunchedFiles';

// The camera scanner and its decoder load only when a scan is asked for.
const TextQrScanner = lazy(() =>
  import('../shared/qr/TextQrScanner').then((m) => ({ default: m.TextQrScanner })),
);

type ImportState =
  | { status: 'idle' }
  | { status: 'working' }
  | { status: 'done'; outcome: ImportBundleOutcome }
  | { status: 'failed'; message: string };

/** The bundle import screen (`/bundles`). */
export function BundlesScreen() {
  const [state, setState] = useState<ImportState>({ status: 'idle' });
  const [pasted, setPasted] = useState('');
  const queryClient = useQueryClient();
  const location = useLocation();
  const navigate = useNavigate();
  const { chains } = useChains();
  const fileInput = useRef<HTMLInputElement>(null);
  const [scanning, setScanning] = useState(false);

  const run = async (input: string) => {
    setState({ status: 'working' });
    try {
      const outcome = await importBundle(input);
      setState({ status: 'done', outcome });
      void queryClient.invalidateQueries({ queryKey: localKeys.bundles() });
    } catch (error) {
      setState({ status: 'failed', message: describeError(error) });
    }
  };
  const runFile = async (file: File) => {
    if (file.size > BUNDLE_MAX_BYTES) {
      setState({
        status: 'failed',
        message: `The file is ${Math.ceil(file.size / 1024)} KiB; bundles are limited to ${BUNDLE_MAX_BYTES / 1024} KiB.`,
      });
      return;
    }
    await run(await file.text());
  };

  // A bundle link: import it once, then drop the fragment so a reload does not import it again.
  const fragment = location.hash;
  useEffect(() => {
    if (!/^#b=/.test(fragment)) return;
    void run(fragment);
    void navigate({ pathname: location.pathname, search: location.search }, { replace: true });
    // Only the fragment starts an import; the rest of the location stays as it is.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [fragment]);
  useLaunchedFiles((file) => void runFile(file));
  // A share to the installed app: the worker kept the text and sent the page here.
  const shared = new URLSearchParams(location.search).has('shared');
  useEffect(() => {
    if (!shared) return;
    void takeSharedBundle().then((text) => {
      if (text !== null) void run(text);
      else setState({ status: 'failed', message: 'The share held no bundle file or link.' });
    });
    void navigate({ pathname: location.pathname }, { replace: true });
    // Only the `shared` flag starts this; it is dropped at once so a reload does not repeat it.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [shared]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (pasted.trim()) void run(pasted);
  };
  const chainOf = (chainId: string) => chains.find((c) => c.chainId === chainId) ?? null;

  return (
    <section className="screen" aria-labelledby="screen-title">
      <h1 id="screen-title">Signed bundles</h1>
      <p className="hint">
        A bundle is a Safe transaction with the signatures owners collected, passed from person to
        person as a file, a link or a QR code, without the gateway. It is reviewed here like any
        queued transaction before anyone signs or executes it.
      </p>
      <div className="card stack">
        <h2>Open a file</h2>
        <input
          ref={fileInput}
          type="file"
          accept={`${BUNDLE_FILE_EXTENSION},.json,application/json`}
          aria-label="Bundle file"
          onChange={(event) => {
            const file = event.target.files?.[0];
            if (file) void runFile(file);
            event.target.value = '';
          }}
        />
      </div>
      <div className="card stack">
        <h2>Scan a QR code</h2>
        <p className="hint">
          Another owner shows the bundle as an animated code (“Share signatures” → “Show QR code”).
        </p>
        <div className="row-actions">
          <button
            type="button"
            className="button"
            aria-expanded={scanning}
            onClick={() => setScanning((on) => !on)}
          >
            {scanning ? 'Stop scanning' : 'Scan with the camera'}
          </button>
        </div>
        {scanning && (
          <Suspense fallback={<p role="status">Starting the scanner…</p>}>
            <TextQrScanner
              what="the bundle’s QR code"
              onText={async (text) => {
                setScanning(false);
                await run(text);
              }}
            />
          </Suspense>
        )}
      </div>
      <form className="card stack" onSubmit={submit}>
        <h2>
          <label htmlFor="bundle-paste">Paste a link or bundle</label>
        </h2>
        <textarea
          id="bundle-paste"
          rows={4}
          value={pasted}
          onChange={(event) => setPasted(event.target.value)}
          placeholder='https://…/bundles#b=…  or  { "format": "countersign-bundle", … }'
        />
        <div className="row-actions">
          <button
            type="submit"
            className="button"
            disabled={!pasted.trim() || state.status === 'working'}
          >
            Import
          </button>
        </div>
      </form>
      <div aria-live="polite">
        {state.status === 'working' && <p className="hint">Reading the bundle…</p>}
        {state.status === 'failed' && (
          <div className="state-panel error" role="alert" data-testid="bundle-error">
            <p className="state-title">This bundle cannot be imported</p>
            <p>{state.message}</p>
          </div>
        )}
        {state.status === 'done' && (
          <ImportOutcome
            outcome={state.outcome}
            chain={
              state.outcome.status === 'held'
                ? chainOf(state.outcome.bundle.chainId)
                : chainOf(state.outcome.held.chainId)
            }
          />
        )}
      </div>
      <HeldBundles chains={chains} />
    </section>
  );
}
