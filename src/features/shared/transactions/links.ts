// Link targets of transaction and message detail screens; they keep `?safe=` (EIP-3770 form).
import type { To } from 'react-router';

/** Encodes a query value but keeps `:` literal (`eth:0x…`), as Safe{Wallet} links do. */
function encodeQueryValue(value: string): string {
  return encodeURIComponent(value).replace(/%3A/gi, ':');
}

/** `/transactions/tx?safe=…&id=<txId>`. */
export function txDetailsLink(safeParam: string, txId: string): To {
  return {
    pathname: '/transactions/tx',
    search: `?safe=${encodeQueryValue(safeParam)}&id=${encodeURIComponent(txId)}`,
  };
}

/** `/transactions/msg?safe=…&messageHash=…`. */
export function messageDetailsLink(safeParam: string, messageHash: string): To {
  return {
    pathname: '/transactions/msg',
    search: `?safe=${encodeQueryValue(safeParam)}&messageHash=${encodeURIComponent(messageHash)}`,
  };
}
