// Placeholder for the wave's parallel work: the custom-call branch replaces this file.
import type { ActionFormProps } from '../actions';

/** A call to any contract through an ABI the user pastes (placeholder: not built yet). */
export function CustomCallForm(_props: ActionFormProps) {
  return <p role="status">Custom contract calls are not available yet.</p>;
}
