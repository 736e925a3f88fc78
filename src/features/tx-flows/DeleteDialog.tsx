// Delete asks first: deleting takes the transaction out of every owner's queue and loses the
// confirmations collected so far, and nothing brings it back.
import { Dialog } from '../shared/Dialog';
import type { ScreenTypedData } from '../../safe/hardware-screen';
import { SigningHardwareScreen } from './SigningHardwareScreen';

/** Props of DeleteDialog. */
export interface DeleteDialogProps {
  /** The nonce of the transaction to delete (named in the title). */
  nonce: bigint;
  /** The DeleteRequest the wallet will sign, for the hardware-wallet screen. */
  typedData?: ScreenTypedData | null;
  onConfirm: () => void;
  onCancel: () => void;
}

/** What deleting does, in words: the dialog's text. */
export const DELETE_WORDS =
  'Deleting removes this transaction from every owner’s queue. The confirmations collected so far are lost. This cannot be undone.';

/** The confirmation dialog before the signed delete request. */
export function DeleteDialog({ nonce, typedData = null, onConfirm, onCancel }: DeleteDialogProps) {
  return (
    <Dialog title={`Delete nonce ${nonce.toString()}?`} onClose={onCancel}>
      <p data-testid="delete-explained">{DELETE_WORDS}</p>
      <SigningHardwareScreen typedData={typedData} what="the deletion" />
      <div className="row-actions">
        <button type="button" className="button" onClick={onCancel}>
          Cancel
        </button>
        <button type="button" className="button primary" onClick={onConfirm}>
          Delete transaction
        </button>
      </div>
    </Dialog>
  );
}
