// The "Share signatures" card of a Safe message: the message with the confirmations the review
// proved against the chain's owners.
import type { SafeInfo, SafeMessage } from '../../../gateway';
import type { ReadySafe } from '../../shared/RequireSafe';
import { ShareSignatures } from './ShareSignatures';
import { useMessageBundle } from './useMessageBundle';

/** Props of MessageShareSignatures. */
export interface MessageShareSignaturesProps {
  message: SafeMessage;
  safe: ReadySafe;
  safeInfo: SafeInfo | undefined;
}

/** Shares a message and its proven signatures as a bundle file or link. */
export function MessageShareSignatures({ message, safe, safeInfo }: MessageShareSignaturesProps) {
  const { bundle, waiting } = useMessageBundle(message, safe, safeInfo);
  return <ShareSignatures bundle={bundle} waiting={waiting} />;
}
