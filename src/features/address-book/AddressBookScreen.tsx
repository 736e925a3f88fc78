// Address book: named addresses per chain (add, edit, delete with validation), CSV import and
// export in Safe{Wallet}'s format. Names appear wherever AddressView shows that address.
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { describeError } from '../../session/errors/describeError';
import type { ChainInfo } from '../../gateway';
import { putAddressBookEntries, type AddressBookEntry } from '../../storage/addressBook';
import {
  allAddressBookQueryOptions,
  notifyAddressBookChanged,
} from '../../query/options/addressBook';
import { useAddressBook } from '../shared/address-book/useAddressBook';
import { AddressView } from '../shared/AddressView';
import { ErrorState, LoadingState, OfflineState } from '../shared/StatePanels';
import { useChains } from '../shared/useChains';
import { useCurrentSafe } from '../shared/useCurrentSafe';
import { CsvImport } from './CsvImport';
import { downloadCsv } from './downloadCsv';
import { EntryForm } from './EntryForm';

/** The Address book screen. */
export function AddressBookScreen() {
  const chainsQuery = useChains();
  const current = useCurrentSafe();
  const selectId = useId();
  const [chosen, setChosen] = useState('');
  const chains = chainsQuery.chains;
  const chainId =
    chosen || (current.status === 'ready' ? current.chainId : '') || chains[0]?.chainId || '';
  const chain = chains.find((c) => c.chainId === chainId);

  return (
    <section className="screen" aria-labelledby="screen-title">
      <h1 id="screen-title">Address book</h1>
      {chainsQuery.fetchStatus === 'paused' && chains.length === 0 ? (
        <OfflineState what="the list of chains" onRetry={() => void chainsQuery.refetch()} />
      ) : chainsQuery.isPending && chains.length === 0 ? (
        <LoadingState label="Loading chains…" />
      ) : chainsQuery.isError && chains.length === 0 ? (
        <ErrorState
          title="The list of chains could not be loaded"
          error={chainsQuery.error}
          onRetry={() => void chainsQuery.refetch()}
        />
      ) : (
        <>
          <div className="form-row">
            <label htmlFor={selectId}>Chain</label>
            <select id={selectId} value={chainId} onChange={(e) => setChosen(e.target.value)}>
              {chains.map((c) => (
                <option key={c.chainId} value={c.chainId}>
                  {c.chainName}
                </option>
              ))}
            </select>
          </div>
          {chain && <ChainBook key={chain.chainId} chain={chain} />}
        </>
      )}
      <ImportExport />
    </section>
  );
}

function ChainBook({ chain }: { chain: ChainInfo }) {
  const book = useAddressBook(chain.chainId);
  const [editing, setEditing] = useState<string>();
  const [confirmDelete, setConfirmDelete] = useState<string>();
  const [error, setError] = useState<string>();

  return (
    <>
      <section className="card section" aria-labelledby="add-title">
        <h2 id="add-title">Add an entry on {chain.chainName}</h2>
        <EntryForm
          chainId={chain.chainId}
          shortName={chain.shortName}
          existing={book.entries}
          onSave={(entry) => book.save([entry])}
        />
      </section>
      <section className="section" aria-labelledby="entries-title">
        <h2 id="entries-title">
          Entries on {chain.chainName} ({book.entries.length})
        </h2>
        {error && (
          <p className="field-error" role="alert">
            {error}
          </p>
        )}
        {book.isPending ? (
          <LoadingState label="Loading the address book…" />
        ) : book.error ? (
          <ErrorState title="The address book could not be read" error={book.error} />
        ) : book.entries.length === 0 ? (
          <p className="hint">No entries on this chain yet.</p>
        ) : (
          <ul className="plain-list" aria-labelledby="entries-title" data-testid="address-book">
            {book.entries.map((entry) => (
              <li key={entry.address}>
                {editing === entry.address ? (
                  <EntryForm
                    chainId={chain.chainId}
                    shortName={chain.shortName}
                    existing={book.entries}
                    editing={entry}
                    onSave={async (next) => {
                      await book.replace(entry.address, next);
                      setEditing(undefined);
                    }}
                    onCancel={() => setEditing(undefined)}
                  />
                ) : (
                  <div className="stack">
                    <AddressView address={entry.address} chain={chain} short={false} />
                    <div className="row-actions">
                      <button
                        type="button"
                        className="button"
                        aria-label={`Edit ${entry.name}`}
                        onClick={() => setEditing(entry.address)}
                      >
                        Edit
                      </button>
                      {confirmDelete === entry.address ? (
                        <>
                          <button
                            type="button"
                            className="button primary"
                            onClick={() =>
                              void book
                                .remove(entry.address)
                                .then(() => setConfirmDelete(undefined))
                                .catch((cause: unknown) =>
                                  setError(`Not deleted: ${describeError(cause)}`),
                                )
                            }
                          >
                            Delete {entry.name}
                          </button>
                          <button
                            type="button"
                            className="button"
                            onClick={() => setConfirmDelete(undefined)}
                          >
                            Keep
                          </button>
                        </>
                      ) : (
                        <button
                          type="button"
                          className="button"
                          aria-label={`Delete ${entry.name}`}
                          onClick={() => setConfirmDelete(entry.address)}
                        >
                          Delete
                        </button>
                      )}
                    </div>
                  </div>
                )}
              </li>
            ))}
          </ul>
        )}
      </section>
    </>
  );
}

function ImportExport() {
  const queryClient = useQueryClient();
  const all = useQuery(allAddressBookQueryOptions());
  const entries = all.data ?? [];
  async function importEntries(items: AddressBookEntry[]) {
    await putAddressBookEntries(items);
    await notifyAddressBookChanged(queryClient, [...new Set(items.map((item) => item.chainId))]);
  }
  return (
    <section className="card section stack" aria-labelledby="csv-title">
      <h2 id="csv-title">Import and export</h2>
      <p className="hint">
        CSV with the header <code>address,name,chainId</code>, as Safe{'{'}Wallet{'}'} uses.
      </p>
      <div className="row-actions">
        <button
          type="button"
          className="button"
          disabled={entries.length === 0}
          onClick={() => downloadCsv(entries)}
        >
          Export {entries.length} {entries.length === 1 ? 'entry' : 'entries'}
        </button>
      </div>
      <CsvImport existing={entries} onImport={importEntries} />
    </section>
  );
}
