// A token's logo, or its generated placeholder when the gateway gives no http(s) logo or the image
// fails to load: a broken-image glyph never shows.
import { useState } from 'react';
import { safeHttpUrl } from './explorerLink';
import { GeneratedIcon } from './GeneratedIcon';

/** Props of TokenIcon. */
export interface TokenIconProps {
  logoUri: string | null | undefined;
  symbol: string;
  /** The token's address: seeds the placeholder colour. */
  address: string;
  /** Size in CSS px (default 24). */
  size?: number;
}

/** A round token icon (decoration: the name beside it says what it is). */
export function TokenIcon({ logoUri, symbol, address, size = 24 }: TokenIconProps) {
  const src = safeHttpUrl(logoUri);
  // Remembers which URL failed, so a new logo URL gets its own try.
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  if (src && failedSrc !== src) {
    return (
      <img
        className="token-logo"
        src={src}
        alt=""
        loading="lazy"
        width={size}
        height={size}
        onError={() => setFailedSrc(src)}
      />
    );
  }
  return <GeneratedIcon className="token-logo" text={symbol} seed={address} />;
}
