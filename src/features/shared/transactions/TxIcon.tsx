// The icon of a transaction kind: decorative (the title says the same in words).
import type { TxKind } from './describe';

const GLYPHS: Record<TxKind, string> = {
  incoming: '↙',
  outgoing: '↗',
  transfer: '⇄',
  settings: '⚙',
  custom: '⌬',
  batch: '☰',
  rejection: '⊘',
  creation: '✦',
  swap: '⇆',
  stake: '◈',
  vault: '▣',
};

/** Props of TxIcon. */
export interface TxIconProps {
  kind: TxKind;
}

/** A round icon for a transaction kind (hidden from screen readers). */
export function TxIcon({ kind }: TxIconProps) {
  return (
    <span className={`tx-icon kind-${kind}`} aria-hidden="true">
      {GLYPHS[kind]}
    </span>
  );
}
