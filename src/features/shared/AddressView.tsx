// An address as users should see it: the address book name (or the gateway's name) on top, the
// checksummed address shortened visually but complete for screen readers and on hover, a copy
// button and an explorer link (only when the chain's template yields an http(s) URL).
import { useEffect, useState } from 'react';
import type { ChainInfo } from '../../gateway';
import { useAddressBook } from './address-book/useAddressBook';
import { explorerUrl } from './explorerLink';
import { shortenHex, toChecksumAddress } from './format';

/** Props of AddressView. */
export interface AddressViewProps {
  /** Any-case hex address from the gateway or the user. */
  address: string;
  /** The chain the address lives on: names come from its address book, links from its explorer. */
  chain?: ChainInfo;
  /** A name from elsewhere (gateway `AddressInfo.name`); the address book wins over it. */
  name?: string | null;
  /** Shorten to 0x1234…abcd (default true; the full address stays in title and for readers). */
  short?: boolean;
  /** Offer a copy button (default true). */
  copy?: boolean;
  /** Offer an explorer link (default true). */
  explorer?: boolean;
  /** The connected wallet's own address: marked "you" (confirmations, owner lists). */
  you?: boolean;
}

/** Shows one address. */
export function AddressView({
  address,
  chain,
  name,
  short = true,
  copy = true,
  explorer = true,
  you = false,
}: AddressViewProps) {
  const validChecksummed = toChecksumAddress(address);
  const valid = validChecksummed !== null;
  const checksummed = validChecksummed ?? address;
  const { nameOf } = useAddressBook(chain?.chainId);
  const label = (valid ? nameOf(checksummed) : undefined) ?? (name || undefined);
  const href =
    valid && explorer
      ? explorerUrl(chain?.blockExplorerUriTemplate?.address, 'address', checksummed)
      : undefined;
  const [copied, setCopied] = useState<'idle' | 'copied' | 'failed'>('idle');
  useEffect(() => {
    if (copied === 'idle') return;
    const timer = setTimeout(() => setCopied('idle'), 2000);
    return () => clearTimeout(timer);
  }, [copied]);

  async function copyAddress() {
    try {
      await navigator.clipboard.writeText(checksummed);
      setCopied('copied');
    } catch {
      setCopied('failed');
    }
  }

  return (
    <span className="address-view">
      {(label || you) && (
        <span className="address-name">
          {label}
          {you && (
            <>
              {label && ' '}
              <span className="badge you-badge" data-testid="you-badge">
                you
              </span>
            </>
          )}
        </span>
      )}
      <span className="address-line">
        <code className="address" title={checksummed}>
          {short ? (
            <>
              <span aria-hidden="true">{shortenHex(checksummed)}</span>
              <span className="visually-hidden">{checksummed}</span>
            </>
          ) : (
            checksummed
          )}
        </code>
        {copy && valid && (
          <button
            type="button"
            className="icon-button small"
            onClick={() => void copyAddress()}
            aria-label={`Copy address ${label ? `of ${label}` : checksummed}`}
            title="Copy address"
          >
            {/* An SVG, not a glyph: not every system font has a copy symbol. */}
            <svg viewBox="0 0 16 16" width="14" height="14" aria-hidden="true" focusable="false">
              <rect
                x="5"
                y="5"
                width="9"
                height="9"
                rx="1.5"
                fill="none"
                stroke="currentColor"
                strokeWidth="1.5"
              />
              <path
                d="M11 3.5V3a1 1 0 0 0-1-1H3a1 1 0 0 0-1 1v7a1 1 0 0 0 1 1h.5"
                fill="none"
                stroke="currentColor"
                strokeWidth="1.5"
              />
            </svg>
          </button>
        )}
        {href && (
          <a
            className="icon-button small"
            href={href}
            target="_blank"
            rel="noopener noreferrer"
            aria-label={`Open ${label ?? checksummed} in the block explorer`}
            title="Open in block explorer"
          >
            <span aria-hidden="true">↗</span>
          </a>
        )}
        <span className="visually-hidden" role="status" aria-live="polite">
          {copied === 'copied' ? 'Address copied' : copied === 'failed' ? 'Copy failed' : ''}
        </span>
      </span>
    </span>
  );
}
