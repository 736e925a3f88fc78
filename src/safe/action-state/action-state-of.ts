// One pure answer per transaction: its status, the one label every surface shows, whether it
// awaits the connected owner, and what each control may do. Details, queue rows, Home, the
// awaiting filter, the app badge and the push landing all render from it, so no screen can say
// "Ready to execute" while another says "Blocked".
import type {
  ActionControl,
  ActionState,
  ActionStateInputs,
  ActionStatus,
  ControlState,
} from './types';

const HIDDEN: ControlState = { visible: false, enabled: false, reason: null };

const TONES: Record<ActionStatus, ActionState['tone']> = {
  checking: 'pending',
  blocked: 'danger',
  'needs-confirmations': 'pending',
  'needs-your-signature': 'pending',
  'ready-to-execute': 'ready',
  'waits-for-earlier-nonce': 'pending',
  executed: 'success',
  deleted: 'muted',
  replaced: 'muted',
};

const same = (a: string, b: string) => a.toLowerCase() === b.toLowerCase();

function allHidden(): Record<ActionControl, ControlState> {
  return { confirm: HIDDEN, execute: HIDDEN, relay: HIDDEN, reject: HIDDEN, delete: HIDDEN };
}

function final(
  status: ActionStatus,
  label: string,
  notices: string[] = [],
  confirmations: ActionState['confirmations'] = null,
): ActionState {
  return {
    status,
    label,
    tone: TONES[status],
    countsAsAwaiting: false,
    confirmations,
    missingOwners: [],
    controls: allHidden(),
    notices,
    dangerous: [],
  };
}

/** The words for a transaction that waits for `nonce` to be executed first. */
export function earlierNonceReason(nonce: number): string {
  return `Nonce ${nonce} must be executed first`;
}

/** The action state of one queued multisig transaction, from what this device knows now. */
export function actionStateOf(inputs: ActionStateInputs): ActionState {
  const { chain, verdict, transaction, lifecycle, connectedAddress } = inputs;
  const me = connectedAddress;
  if (lifecycle?.minedExecution) {
    return final('executed', 'Executed', [
      `Executed in transaction ${lifecycle.minedExecution.txHash}.`,
    ]);
  }
  if (transaction.executed) return final('executed', 'Executed');
  const gone = lifecycle?.gone;
  if (gone?.kind === 'deleted') {
    return final('deleted', 'Deleted by its proposer', [
      'Its proposer deleted it: it can no longer be signed or executed.',
    ]);
  }
  if (gone?.kind === 'replaced') {
    const label = gone.byTxHash
      ? `Replaced: nonce ${gone.nonce} was executed as ${gone.byTxHash}`
      : `Replaced: another transaction with nonce ${gone.nonce} was executed`;
    return final('replaced', label, ['It can no longer be executed.']);
  }

  const proven = inputs.provenSigners;
  const confirmations =
    chain && proven ? { proven: proven.length, required: chain.threshold } : null;
  const provenSet = new Set((proven ?? []).map((a) => a.toLowerCase()));
  const missingOwners =
    chain && proven ? chain.owners.filter((owner) => !provenSet.has(owner.toLowerCase())) : [];
  const isOwner = me != null && chain != null && chain.owners.some((o) => same(o, me));
  const iSigned = me != null && provenSet.has(me.toLowerCase());
  const myConfirmationWaits =
    me != null &&
    (inputs.outbox ?? []).some(
      (item) =>
        item.kind === 'confirm-transaction' &&
        item.status !== 'sent' &&
        item.signer != null &&
        same(item.signer, me),
    );
  const isProposer = me != null && transaction.proposer != null && same(transaction.proposer, me);

  if (verdict.status === 'checking' || chain === null || proven === null) {
    const reason =
      verdict.status === 'checking' ? verdict.reason : 'Reading the Safe from the chain…';
    const wait: ControlState = { visible: true, enabled: false, reason };
    if (verdict.status !== 'blocked') {
      return {
        ...final('checking', 'Checking…', [], confirmations),
        controls: {
          ...allHidden(),
          confirm: myConfirmationWaits ? HIDDEN : wait,
          reject: wait,
          ...(isProposer ? { delete: wait } : {}),
        },
        notices: myConfirmationWaits ? ['Your confirmation is waiting to be sent'] : [],
      };
    }
  }
  if (verdict.status === 'blocked') {
    const reason = verdict.reason;
    const off: ControlState = { visible: true, enabled: false, reason };
    return {
      ...final('blocked', 'Blocked — do not sign', [], confirmations),
      missingOwners,
      controls: {
        ...allHidden(),
        confirm: off,
        reject: off,
        ...(isProposer ? { delete: off } : {}),
      },
    };
  }
  // From here the chain was read, the confirmations proven and the review says ok.
  const ch = chain!;
  const provenCount = proven!.length;
  const enough = provenCount >= ch.threshold;
  const enoughWithMe = enough || (isOwner && !iSigned && provenCount + 1 >= ch.threshold);
  const dangerous = verdict.dangerous ?? [];
  const atNextNonce = transaction.nonce === ch.nonce;
  const needsMe = isOwner && !iSigned && !enough && !myConfirmationWaits;

  let status: ActionStatus;
  let label: string;
  if (enough && !atNextNonce) {
    status = 'waits-for-earlier-nonce';
    label = `Waits for nonce ${ch.nonce}`;
  } else if (enough) {
    status = 'ready-to-execute';
    label = 'Ready to execute';
  } else if (needsMe) {
    status = 'needs-your-signature';
    label = 'Needs your signature';
  } else {
    status = 'needs-confirmations';
    label = 'Needs confirmations';
  }

  const signingHold =
    (inputs.busy ? 'Another action is running.' : null) ??
    inputs.walletBlocker ??
    (me == null ? 'Connect an owner’s wallet to sign.' : null);
  const dangerHold =
    dangerous.length > 0 && !inputs.dangerousAcknowledged
      ? 'Tick the warnings above before your wallet is asked.'
      : null;
  const ownerHold =
    me != null && !isOwner ? 'The connected wallet is not an owner of this Safe.' : null;
  const approvalHold = signingHold ?? dangerHold ?? inputs.approvalHold ?? null;
  const control = (visible: boolean, hold: string | null): ControlState =>
    visible ? { visible, enabled: hold === null, reason: hold } : HIDDEN;
  const nonceHold = atNextNonce ? null : earlierNonceReason(ch.nonce);

  const notices: string[] = [];
  if (myConfirmationWaits) notices.push('Your confirmation is waiting to be sent');
  const failed = (inputs.outbox ?? []).find(
    (item) => item.kind === 'confirm-transaction' && item.status === 'failed',
  );
  if (failed) {
    notices.push(
      `Your confirmation could not be sent${failed.lastError ? `: ${failed.lastError}` : ''}`,
    );
  }

  return {
    status,
    label,
    tone: TONES[status],
    countsAsAwaiting: status === 'needs-your-signature',
    confirmations,
    missingOwners,
    controls: {
      // An owner who has not signed may confirm while the count is short; once it is enough,
      // "Execute, adding your approval" covers them.
      confirm: control(!iSigned && !myConfirmationWaits && !enough, ownerHold ?? approvalHold),
      execute: control(enoughWithMe, approvalHold ?? inputs.sendBlocker ?? nonceHold),
      relay: control(enough, approvalHold ?? nonceHold),
      reject: control(true, signingHold ?? ownerHold),
      delete: control(isProposer, signingHold),
    },
    notices,
    dangerous,
  };
}
