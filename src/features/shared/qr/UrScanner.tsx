// Scans a UR with the camera (rear camera preferred): each frame is decoded, each `ur:` part fed to
// the collector, with progress in parts, until one UR of an accepted type is complete. A pasted
// `ur:` text works the same way, for devices that export text. Camera refusal, a missing camera
// and a code of the wrong kind each get their own words.
import { useEffect, useId, useRef, useState } from 'react';
import { describeError } from '../../../session/errors/describeError';
import { loadUr } from '../../../wallet/qr/loadUr';
import type { UrCollector, UrPayload } from '../../../wallet/qr/urTransport';
import './qr.css';

/** Props of UrScanner. */
export interface UrScannerProps {
  /** The UR types accepted (others are refused with their name). */
  acceptedTypes: readonly string[];
  /** What is being scanned, e.g. "the signature your device shows". */
  what: string;
  /** Called once with the complete UR; may throw to refuse it (the message is shown). */
  onScanned: (ur: UrPayload) => void | Promise<void>;
}

type Progress = { received: number; expected: number } | null;

/** Words for a getUserMedia failure. */
export function cameraErrorText(error: unknown): string {
  const name = error instanceof DOMException || error instanceof Error ? error.name : '';
  if (name === 'NotAllowedError' || name === 'SecurityError')
    return 'Camera access was refused. Allow the camera for this site in the browser settings, or paste the code as text below.';
  if (name === 'NotFoundError' || name === 'OverconstrainedError')
    return 'No camera was found on this device. Paste the code as text below instead.';
  if (name === 'NotReadableError')
    return 'The camera is in use by another app. Close it and try again, or paste the code as text below.';
  return `The camera could not start (${describeError(error)}). Paste the code as text below instead.`;
}

/** A camera scanner for UR codes (animated or not) with a paste fallback. */
export function UrScanner({ acceptedTypes, what, onScanned }: UrScannerProps) {
  const videoRef = useRef<HTMLVideoElement>(null);
  const collectorRef = useRef<UrCollector | null>(null);
  const doneRef = useRef(false);
  const [cameraError, setCameraError] = useState<string>();
  const [scanError, setScanError] = useState<string>();
  const [progress, setProgress] = useState<Progress>(null);
  const [status, setStatus] = useState('Starting the camera…');
  const [pasted, setPasted] = useState('');
  const pasteId = useId();
  const progressId = useId();
  const onScannedRef = useRef(onScanned);
  onScannedRef.current = onScanned;
  const typesKey = acceptedTypes.join(',');

  async function feed(text: string): Promise<void> {
    if (doneRef.current) return;
    const lib = await loadUr();
    collectorRef.current ??= lib.createUrCollector(typesKey ? typesKey.split(',') : []);
    let state;
    try {
      state = collectorRef.current.receive(text);
    } catch (cause) {
      setScanError(describeError(cause));
      return;
    }
    if (state.status === 'collecting') {
      setScanError(undefined);
      setProgress({ received: state.received, expected: state.expected });
      return;
    }
    doneRef.current = true;
    setStatus('Scanned.');
    try {
      await onScannedRef.current(state.ur);
    } catch (cause) {
      // Refused by the caller (another request, an unusable account): scan again from scratch.
      doneRef.current = false;
      collectorRef.current = null;
      setProgress(null);
      setScanError(describeError(cause));
    }
  }
  const feedRef = useRef(feed);
  feedRef.current = feed;

  useEffect(() => {
    let stopped = false;
    let stream: MediaStream | undefined;
    let timer: ReturnType<typeof setTimeout> | undefined;
    (async () => {
      if (!navigator.mediaDevices?.getUserMedia) {
        setCameraError('This browser gives no camera access here. Paste the code as text below.');
        return;
      }
      try {
        stream = await navigator.mediaDevices.getUserMedia({
          video: { facingMode: { ideal: 'environment' } },
          audio: false,
        });
      } catch (cause) {
        if (!stopped) setCameraError(cameraErrorText(cause));
        return;
      }
      if (stopped) return;
      const video = videoRef.current;
      if (!video) return;
      video.srcObject = stream;
      await video.play().catch(() => undefined);
      // The decoder (and its WebAssembly) loads only once a camera is streaming.
      const decode = await (await import('./frameDecoder')).loadFrameDecoder();
      setStatus(`Point the camera at ${what}.`);
      // One frame at a time: the next decode starts when the last one finished, so a slow
      // device drops frames instead of queueing them.
      const tick = async () => {
        if (stopped || doneRef.current) return;
        try {
          for (const text of await decode(video)) await feedRef.current(text);
        } catch {
          // An unreadable frame is normal (motion, focus): try the next one.
        }
        if (!stopped) timer = setTimeout(() => void tick(), 50);
      };
      void tick();
    })().catch((cause: unknown) => !stopped && setCameraError(cameraErrorText(cause)));
    return () => {
      stopped = true;
      clearTimeout(timer);
      for (const track of stream?.getTracks() ?? []) track.stop();
    };
  }, [what]);

  return (
    <div className="ur-scanner stack">
      {cameraError ? (
        <p className="field-error" role="alert" data-testid="camera-error">
          {cameraError}
        </p>
      ) : (
        <>
          <video ref={videoRef} muted playsInline aria-label={`Camera view for ${what}`} />
          <p role="status">{status}</p>
        </>
      )}
      {progress && (
        <div>
          <label htmlFor={progressId}>
            {`${progress.received} of ~${progress.expected} parts`}
          </label>
          <progress
            id={progressId}
            max={progress.expected}
            value={Math.min(progress.received, progress.expected)}
          />
        </div>
      )}
      {scanError && (
        <p className="field-error" role="alert" data-testid="scan-error">
          {scanError}
        </p>
      )}
      <form
        className="stack"
        onSubmit={(event) => {
          event.preventDefault();
          const parts = pasted.split(/\s+/).filter(Boolean);
          void (async () => {
            for (const part of parts) await feed(part);
          })();
        }}
      >
        <label htmlFor={pasteId}>Or paste the code as text (ur:…)</label>
        <textarea
          id={pasteId}
          rows={3}
          className="ur-text"
          value={pasted}
          onChange={(event) => setPasted(event.target.value)}
        />
        <div className="row-actions">
          <button type="submit" className="button" disabled={!pasted.trim()}>
            Use pasted text
          </button>
        </div>
      </form>
    </div>
  );
}
