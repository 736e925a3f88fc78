// A bundle as an animated QR code (the generic `bytes` UR of its compact JSON), for an owner
// whose device takes a camera, not a file or a link. The QR code module and the UR libraries load
// only when the code is asked for.
import { lazy, Suspense } from 'react';
import { serializeBundle, type SignedBundle } from '../../../safe/bundle';

const AnimatedUrQr = lazy(() =>
  import('../../shared/qr/AnimatedUrQr').then((m) => ({ default: m.AnimatedUrQr })),
);

/** Label of a bundle's code (also how tests find it). */
export const BUNDLE_QR_LABEL = 'QR code of the signed bundle';

/** The animated QR code of `bundle`. */
export function BundleQr({ bundle }: { bundle: SignedBundle }) {
  return (
    <Suspense fallback={<p role="status">Preparing the QR code…</p>}>
      <AnimatedUrQr text={serializeBundle(bundle, 0)} label={BUNDLE_QR_LABEL} />
    </Suspense>
  );
}
