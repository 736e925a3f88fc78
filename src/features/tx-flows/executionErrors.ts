// An execution that fails before or after it is sent says why in words: the Safe's GSxxx code
// (from the one table in src/safe/simulation) with what to do, or the contract's own reason.
// Never the node's raw text alone.
import { BaseError, walkError } from '../../errors';
import { decodeRevertReason, explainSafeErrorIn, revertDataOf } from '../../safe';
import { describeError } from '../../session/errors/describeError';

/** The execution reverted (estimate, wallet or chain); `details` says why and what to do. */
export class ExecutionRevertedError extends BaseError {
  override name = 'ExecutionRevertedError';
}

function messagesOf(error: unknown): string[] {
  const texts: string[] = [];
  walkError(error, (e) => {
    if (e instanceof Error) texts.push(e.message);
    else if (typeof e === 'string') texts.push(e);
    return false;
  });
  return texts;
}

/** Why a failed estimate or send reverted, in words with what to do; null when it did not revert. */
export function revertWords(error: unknown): string | null {
  const texts = messagesOf(error);
  for (const text of texts) {
    const explained = explainSafeErrorIn(text);
    if (explained) return explained;
  }
  let data: string | null = null;
  walkError(error, (e) => {
    data = revertDataOf(e);
    return data !== null;
  });
  if (data) return decodeRevertReason(data).message;
  const plain = texts
    .map((text) => /execution reverted(?::\s*(.+))?/i.exec(text))
    .find((match) => match !== null);
  if (plain) {
    return plain[1]
      ? `Reverted: “${plain[1].trim()}”.`
      : 'The Safe transaction would revert without a reason: check the call (the simulation shows more), or reject it.';
  }
  return null;
}

/** Wraps an estimate or send failure: a revert in words, anything else as it was. */
export function explainExecutionError(error: unknown, when: 'estimate' | 'send'): unknown {
  const words = revertWords(error);
  if (words === null) return error;
  return new ExecutionRevertedError(
    when === 'estimate'
      ? 'The execution would fail, so it was not sent.'
      : 'The execution was refused.',
    { details: words, cause: error },
  );
}

/** A readable line for a failed execution (for screens that show one string). */
export function describeExecutionError(error: unknown): string {
  return describeError(explainExecutionError(error, 'send'));
}
