// The contract between the new-transaction forms, the batch builder and the flow that reviews,
// simulates, signs and proposes: every form turns its inputs into one action, a call built by a pure
// builder in src/safe plus the words the review shows.
import type { ComponentType } from 'react';
import type { SafeCall } from '../../../safe';
import type { ReadySafe } from '../../shared/RequireSafe';

/** Every kind of action a user can compose. */
export type NewTxKind =
  | 'send-native'
  | 'send-erc20'
  | 'send-erc721'
  | 'add-owner'
  | 'remove-owner'
  | 'swap-owner'
  | 'change-threshold'
  | 'enable-module'
  | 'disable-module'
  | 'set-guard'
  | 'delete-guard'
  | 'set-fallback-handler'
  | 'update-implementation'
  | 'custom-call';

/** One action as its form produced it. */
export interface NewTxAction {
  kind: NewTxKind;
  /** The form's own values (plain data, bigint allowed): reopens the form and is what drafts keep. */
  form: Record<string, unknown>;
  /** What it does in words, with names ("Send 1.5 ETH to Erin"). */
  summary: string;
  /** The call, from a builder in src/safe. */
  call: SafeCall;
}

/** Props every action form takes. */
export interface ActionFormProps {
  safe: ReadySafe;
  /** Values to start from (a draft, or an action being edited in a batch). */
  initial?: Record<string, unknown>;
  /** Every change of the inputs, so the draft keeps them. */
  onChange: (form: Record<string, unknown>) => void;
  /** The inputs are valid and the user asked to continue. */
  onSubmit: (action: NewTxAction) => void;
  /** Label of the submit button ("Review", "Add to batch"). */
  submitLabel?: string;
}

/** One entry of the form registry the flow picker and the batch builder list. */
export interface ActionFormEntry {
  kind: NewTxKind;
  /** Shown in pickers ("Send tokens"). */
  label: string;
  Form: ComponentType<ActionFormProps>;
  /** Why this kind is not offered for this Safe right now (e.g. implementation already current). */
  unavailable?: (safe: ReadySafe) => string | null;
}
