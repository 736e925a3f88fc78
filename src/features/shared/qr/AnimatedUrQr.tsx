// A UR shown as QR: one static code when it fits, else an animated sequence of fountain-coded parts
// at about 10 frames a second (a scanner picks up any parts in any order). The whole UR is also
// offered as text to copy, for devices that take a paste, and the animation can be paused.
import { useEffect, useId, useState } from 'react';
import type { UrPartSource, UrPayload } from '../../../wallet/qr/urTransport';
import { loadUr } from '../../../wallet/qr/loadUr';
import { describeError } from '../../../session/errors/describeError';
import { QrCode } from '../wallet/QrCode';
import './qr.css';

/** Props of AnimatedUrQr: a UR, or a text sent as the generic `bytes` UR. */
export type AnimatedUrQrProps = {
  /** Accessible name of the code, e.g. "Signature request for your QR wallet". */
  label: string;
  /** Bytes per part (smaller codes scan more easily, more of them are needed). */
  fragmentLength?: number;
  /** Milliseconds per frame. */
  frameMs?: number;
  size?: number;
} & ({ ur: UrPayload; text?: undefined } | { text: string; ur?: undefined });

interface Encoded {
  source: UrPartSource;
  /** The whole UR in one text, for copying. */
  whole: string;
}

/** The animated (or static) QR code of a UR. */
export function AnimatedUrQr({
  label,
  ur,
  text,
  fragmentLength,
  frameMs = 100,
  size = 280,
}: AnimatedUrQrProps) {
  const [encoded, setEncoded] = useState<Encoded | null>(null);
  const [error, setError] = useState<string>();
  const [part, setPart] = useState<string>('');
  const [frame, setFrame] = useState(0);
  const [paused, setPaused] = useState(false);
  const textId = useId();

  useEffect(() => {
    let live = true;
    setEncoded(null);
    loadUr()
      .then((lib) => {
        const payload = ur ?? lib.bytesUr(text ?? '');
        const source = lib.urParts(payload, fragmentLength);
        const whole = lib.urText(payload);
        if (!live) return;
        setEncoded({ source, whole });
        setPart(source.nextPart());
        setFrame(1);
      })
      .catch((cause: unknown) => live && setError(describeError(cause)));
    return () => {
      live = false;
    };
  }, [ur, text, fragmentLength]);

  useEffect(() => {
    if (!encoded || paused || encoded.source.partCount === 1) return;
    const timer = setInterval(() => {
      setPart(encoded.source.nextPart());
      setFrame((n) => n + 1);
    }, frameMs);
    return () => clearInterval(timer);
  }, [encoded, paused, frameMs]);

  if (error) {
    return (
      <p className="field-error" role="alert">
        {error}
      </p>
    );
  }
  if (!encoded) return <p role="status">Preparing the QR code…</p>;
  const animated = encoded.source.partCount > 1;
  return (
    <figure className="animated-ur-qr stack">
      <QrCode value={part} label={label} size={size} />
      <figcaption className="hint">
        {animated
          ? `Animated code: ${encoded.source.partCount} parts, shown in a loop. Hold the camera on it until the scan completes.`
          : 'One code: scan it once.'}
        {animated && paused && ` Paused on frame ${frame}.`}
      </figcaption>
      <div className="row-actions">
        {animated && (
          <button type="button" className="button" onClick={() => setPaused((p) => !p)}>
            {paused ? 'Play' : 'Pause'}
          </button>
        )}
        <button
          type="button"
          className="button"
          onClick={() => void navigator.clipboard?.writeText(encoded.whole).catch(() => undefined)}
        >
          Copy as text
        </button>
      </div>
      <details>
        <summary>Show as text</summary>
        <label htmlFor={textId} className="visually-hidden">
          The code as text
        </label>
        <textarea id={textId} readOnly rows={4} className="ur-text" value={encoded.whole} />
      </details>
    </figure>
  );
}
