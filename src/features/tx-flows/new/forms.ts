// The registry of new-transaction forms: what the picker lists and the batch builder can add.
import { CustomCallForm } from './custom/CustomCallForm';
import type { ActionFormEntry, NewTxKind } from './actions';
import {
  AddOwnerForm,
  ChangeThresholdForm,
  RemoveOwnerForm,
  SwapOwnerForm,
} from './forms/OwnerForms';
import { SendErc20Form } from './forms/SendErc20Form';
import { SendErc721Form } from './forms/SendErc721Form';
import { SendNativeForm } from './forms/SendNativeForm';
import {
  DeleteGuardForm,
  DisableModuleForm,
  EnableModuleForm,
  SetFallbackHandlerForm,
  SetGuardForm,
} from './forms/SettingsForms';
import { UpdateImplementationForm } from './forms/UpdateImplementationForm';

/** Every form, in the picker's order. */
export const NEW_TX_FORMS: readonly ActionFormEntry[] = [
  { kind: 'send-native', label: 'Send coins', Form: SendNativeForm },
  { kind: 'send-erc20', label: 'Send tokens', Form: SendErc20Form },
  { kind: 'send-erc721', label: 'Send an NFT', Form: SendErc721Form },
  { kind: 'add-owner', label: 'Add an owner', Form: AddOwnerForm },
  { kind: 'remove-owner', label: 'Remove an owner', Form: RemoveOwnerForm },
  { kind: 'swap-owner', label: 'Replace an owner', Form: SwapOwnerForm },
  { kind: 'change-threshold', label: 'Change the threshold', Form: ChangeThresholdForm },
  { kind: 'enable-module', label: 'Enable a module', Form: EnableModuleForm },
  { kind: 'disable-module', label: 'Disable a module', Form: DisableModuleForm },
  { kind: 'set-guard', label: 'Set a guard', Form: SetGuardForm },
  { kind: 'delete-guard', label: 'Remove the guard', Form: DeleteGuardForm },
  { kind: 'set-fallback-handler', label: 'Set the fallback handler', Form: SetFallbackHandlerForm },
  { kind: 'update-implementation', label: 'Update the Safe', Form: UpdateImplementationForm },
  { kind: 'custom-call', label: 'Contract call (your ABI)', Form: CustomCallForm },
];

/** The picker's kinds: every form plus the batch. */
export type NewTxFlowKind = NewTxKind | 'batch';

/** The registry entry of `kind`, if it is one. */
export function formEntry(kind: string | null): ActionFormEntry | undefined {
  return NEW_TX_FORMS.find((entry) => entry.kind === kind);
}

/** What a batch can hold: every form whose call is a plain CALL (MultiSendCallOnly refuses others). */
export const BATCH_FORMS: readonly ActionFormEntry[] = NEW_TX_FORMS.filter(
  (entry) => entry.kind !== 'update-implementation',
);
