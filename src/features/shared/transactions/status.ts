// Transaction status words. Each status has a text and a glyph so it never relies on colour alone.
import type { TransactionStatus } from '../../../gateway';
import type { ActionState, ActionStatus } from '../../../safe';

/** Text, glyph and tone of a status badge. */
export interface StatusPresentation {
  label: string;
  /** A character shown beside the label (hidden from screen readers, which read the label). */
  glyph: string;
  tone: 'pending' | 'ready' | 'muted' | 'danger' | 'success';
}

const STATUS: Record<TransactionStatus, StatusPresentation> = {
  AWAITING_CONFIRMATIONS: { label: 'Needs confirmations', glyph: '…', tone: 'pending' },
  AWAITING_EXECUTION: { label: 'Ready to execute', glyph: '▶', tone: 'ready' },
  CANCELLED: { label: 'Cancelled', glyph: '⊘', tone: 'muted' },
  FAILED: { label: 'Failed', glyph: '✕', tone: 'danger' },
  SUCCESS: { label: 'Success', glyph: '✓', tone: 'success' },
};

/** How to show a status; unknown words are shown as they came. */
export function statusPresentation(status: string): StatusPresentation {
  return (
    (STATUS as Record<string, StatusPresentation>)[status] ?? {
      label: status,
      glyph: '?',
      tone: 'muted',
    }
  );
}

const ACTION_GLYPHS: Record<ActionStatus, string> = {
  checking: '…',
  blocked: '✕',
  'needs-confirmations': '…',
  'needs-your-signature': '✎',
  'ready-to-execute': '▶',
  'waits-for-earlier-nonce': '⏸',
  executed: '✓',
  deleted: '⊘',
  replaced: '⊘',
};

/** How to show an action state: its one label, a glyph and its tone. */
export function actionStatePresentation(state: ActionState): StatusPresentation {
  return { label: state.label, glyph: ACTION_GLYPHS[state.status], tone: state.tone };
}
