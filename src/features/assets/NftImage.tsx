// An NFT's picture: its own image, else the collection's logo, else a generated placeholder; an
// image that fails to load moves on to the next, so a broken-image glyph never shows.
import { useState } from 'react';
import type { Collectible } from '../../gateway';
import { safeHttpUrl } from '../shared/explorerLink';
import { GeneratedIcon } from '../shared/GeneratedIcon';

/** Props of NftImage. */
export interface NftImageProps {
  item: Collectible;
  /** The card's title, for the alt text. */
  title: string;
}

/** Renders the best picture of `item` that loads. */
export function NftImage({ item, title }: NftImageProps) {
  const candidates = [
    { src: safeHttpUrl(item.imageUri), alt: title },
    { src: safeHttpUrl(item.logoUri), alt: `${title} (collection logo)` },
  ].filter((candidate): candidate is { src: string; alt: string } => candidate.src !== undefined);
  // URLs that failed to load; keyed by URL so a refreshed item with a new URL gets a new try.
  const [failed, setFailed] = useState<ReadonlySet<string>>(() => new Set());
  const current = candidates.find((candidate) => !failed.has(candidate.src));
  if (current) {
    return (
      <img
        key={current.src}
        className="nft-image"
        src={current.src}
        alt={current.alt}
        loading="lazy"
        decoding="async"
        onError={() => setFailed((previous) => new Set(previous).add(current.src))}
      />
    );
  }
  return (
    <GeneratedIcon
      className="nft-image nft-placeholder"
      text={item.tokenSymbol || item.tokenName}
      seed={item.address}
      label={`${title}: no image`}
    />
  );
}
