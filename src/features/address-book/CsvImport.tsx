// Import an address book CSV: every row is checked first; the user sees the bad rows by line and
// what the good rows would change, decides about names that differ from the stored ones, and only
// then are the rows written — in one transaction, so an import never lands half-way.
import { useId, useState, type ChangeEvent } from 'react';
import type { AddressBookEntry } from '../../storage/addressBook';
import { describeError } from '../../session/errors/describeError';
import {
  entriesToWrite,
  parseAddressBookCsv,
  planImport,
  type CsvRowError,
  type ImportPlan,
} from './csv';

/** Props of CsvImport. */
export interface CsvImportProps {
  /** Every stored entry (all chains), to find duplicates. */
  existing: readonly AddressBookEntry[];
  /** Stores entries all or nothing. */
  onImport: (entries: AddressBookEntry[]) => Promise<void>;
}

type Step =
  | { kind: 'idle' }
  | { kind: 'fatal'; message: string }
  | { kind: 'review'; fileName: string; plan: ImportPlan; errors: CsvRowError[] }
  | { kind: 'done'; count: number };

/** The import control. */
export function CsvImport({ existing, onImport }: CsvImportProps) {
  const fileId = useId();
  const [step, setStep] = useState<Step>({ kind: 'idle' });
  const [replace, setReplace] = useState(false);
  const [busy, setBusy] = useState(false);
  const [saveError, setSaveError] = useState<string>();

  async function choose(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    setSaveError(undefined);
    if (file.size > 5_000_000) {
      setStep({ kind: 'fatal', message: 'The file is larger than 5 MB; is it an address book?' });
      return;
    }
    const parsed = parseAddressBookCsv(await file.text());
    if (!parsed.ok) {
      setStep({ kind: 'fatal', message: parsed.message });
      return;
    }
    setReplace(false);
    setStep({
      kind: 'review',
      fileName: file.name,
      plan: planImport(parsed.rows, existing),
      errors: parsed.errors,
    });
  }

  async function confirm(plan: ImportPlan) {
    const entries = entriesToWrite(plan, replace);
    setBusy(true);
    try {
      await onImport(entries);
      setStep({ kind: 'done', count: entries.length });
    } catch (error) {
      setSaveError(`Nothing was imported: ${describeError(error)}`);
    } finally {
      setBusy(false);
    }
  }

  return (
    <div className="stack">
      <label htmlFor={fileId}>Import a CSV file (address,name,chainId)</label>
      <input
        id={fileId}
        type="file"
        accept=".csv,text/csv"
        onChange={(event) => void choose(event)}
      />
      <div role="status" aria-live="polite">
        {step.kind === 'done' && (
          <p className="notice success">
            Imported {step.count} {step.count === 1 ? 'entry' : 'entries'}.
          </p>
        )}
      </div>
      {step.kind === 'fatal' && (
        <p className="field-error" role="alert">
          Cannot import: {step.message}
        </p>
      )}
      {step.kind === 'review' && (
        <ImportReview
          step={step}
          replace={replace}
          setReplace={setReplace}
          busy={busy}
          saveError={saveError}
          onConfirm={() => void confirm(step.plan)}
          onCancel={() => setStep({ kind: 'idle' })}
        />
      )}
    </div>
  );
}

interface ImportReviewProps {
  step: Extract<Step, { kind: 'review' }>;
  replace: boolean;
  setReplace: (value: boolean) => void;
  busy: boolean;
  saveError?: string;
  onConfirm: () => void;
  onCancel: () => void;
}

function ImportReview({
  step,
  replace,
  setReplace,
  busy,
  saveError,
  onConfirm,
  onCancel,
}: ImportReviewProps) {
  const { plan, errors, fileName } = step;
  const count = plan.added.length + (replace ? plan.conflicts.length : 0);
  return (
    <section className="card stack" aria-labelledby="import-review-title" role="region">
      <h3 id="import-review-title">Import {fileName}</h3>
      <ul>
        <li>{plan.added.length} new</li>
        <li>{plan.conflicts.length} already saved under another name</li>
        <li>{plan.unchanged.length} already saved (unchanged)</li>
        <li>{errors.length} invalid (skipped)</li>
      </ul>
      {errors.length > 0 && (
        <div role="alert">
          <p>These lines cannot be imported and will be skipped:</p>
          <ul data-testid="import-errors">
            {errors.map((error) => (
              <li key={error.line}>
                Line {error.line}: {error.message}
              </li>
            ))}
          </ul>
        </div>
      )}
      {plan.conflicts.length > 0 && (
        <fieldset>
          <legend>Addresses already saved under another name</legend>
          <ul>
            {plan.conflicts.map((row) => (
              <li key={row.line}>
                Line {row.line}: “{row.previousName}” → “{row.entry.name}”
              </li>
            ))}
          </ul>
          <label>
            <input type="radio" checked={!replace} onChange={() => setReplace(false)} /> Keep the
            saved names
          </label>
          <label>
            <input type="radio" checked={replace} onChange={() => setReplace(true)} /> Replace them
            with the names from the file
          </label>
        </fieldset>
      )}
      {saveError && (
        <p className="field-error" role="alert">
          {saveError}
        </p>
      )}
      <div className="row-actions">
        <button
          type="button"
          className="button primary"
          disabled={busy || count === 0}
          onClick={onConfirm}
        >
          {count === 0
            ? 'Nothing to import'
            : `Import ${count} ${count === 1 ? 'entry' : 'entries'}${errors.length > 0 ? `, skip ${errors.length}` : ''}`}
        </button>
        <button type="button" className="button" onClick={onCancel}>
          Cancel
        </button>
      </div>
    </section>
  );
}
