// Import and export of the batch as a Transaction Builder JSON file.
import { useId, useState, type ChangeEvent } from 'react';
import type { NewTxAction } from '../actions';
import type { ReadySafe } from '../../../shared/RequireSafe';
import { exportBatch, importBatch } from './batchActions';

/** Props of BatchFileControls. */
export interface BatchFileControlsProps {
  safe: ReadySafe;
  actions: readonly NewTxAction[];
  onImport: (actions: NewTxAction[], warning: string | null) => void;
}

function download(json: string, fileName: string): void {
  const url = URL.createObjectURL(new Blob([json], { type: 'application/json' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  // Revoked later: some browsers read the URL after click() returns.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

/** "Import JSON" (file picker) and "Export JSON" (download). */
export function BatchFileControls({ safe, actions, onImport }: BatchFileControlsProps) {
  const fileId = useId();
  const [message, setMessage] = useState<{ error: boolean; text: string } | null>(null);

  async function onFile(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    if (file.size > 5_000_000) {
      setMessage({ error: true, text: 'The file is too large for a batch (over 5 MB).' });
      return;
    }
    const result = importBatch(await file.text(), safe.chainId, safe.chain.nativeCurrency);
    if (!result.ok) {
      setMessage({ error: true, text: `Not imported: ${result.error}` });
      return;
    }
    setMessage({
      error: result.warning !== null,
      text: `Imported ${result.actions.length} ${result.actions.length === 1 ? 'action' : 'actions'} from ${file.name}.${result.warning ? ` ${result.warning}` : ''}`,
    });
    onImport(result.actions, result.warning);
  }

  function onExport() {
    try {
      const file = exportBatch({ actions, chainId: safe.chainId, safeAddress: safe.safeAddress });
      const date = new Date().toISOString().slice(0, 10);
      download(
        JSON.stringify(file, null, 2),
        `batch-${safe.shortName}-${safe.safeAddress.slice(0, 8)}-${date}.json`,
      );
      setMessage({ error: false, text: `Exported ${actions.length} actions.` });
    } catch (error) {
      setMessage({ error: true, text: `Not exported: ${(error as Error).message}` });
    }
  }

  return (
    <div className="form-row">
      <label htmlFor={fileId}>Import a Transaction Builder file (JSON)</label>
      <input
        id={fileId}
        type="file"
        accept="application/json,.json"
        onChange={(event) => void onFile(event)}
      />
      <div className="row-actions">
        <button type="button" className="button" disabled={actions.length === 0} onClick={onExport}>
          Export JSON
        </button>
      </div>
      {message && (
        <p
          className={message.error ? 'field-error' : 'hint'}
          role={message.error ? 'alert' : 'status'}
        >
          {message.text}
        </p>
      )}
    </div>
  );
}
