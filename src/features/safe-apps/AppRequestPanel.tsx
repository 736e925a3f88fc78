// What an app asked for while it waits: the permission prompt naming its origin, or the signer's
// review of its transactions or message. Each leaves by answering the app (done or rejected).
import { useEffect, useId, useRef } from 'react';
import type { InteractiveRequest } from '../../safe-apps/host/appHost';
import type { ReadySafe } from '../shared/RequireSafe';
import { AppMessageRequest } from './AppMessageRequest';
import { AppTransactionsRequest } from './AppTransactionsRequest';

/** The request on screen, with the way to answer it. */
export type ActiveRequest =
  | { kind: 'permissions'; capabilities: readonly string[]; resolve: (granted: boolean) => void }
  | {
      kind: 'signer';
      request: InteractiveRequest;
      resolve: (data: unknown) => void;
      reject: (error: unknown) => void;
    };

/** Props of AppRequestPanel. */
export interface AppRequestPanelProps {
  safe: ReadySafe;
  appName: string;
  appOrigin: string;
  /** The app's URL (with its name, the `origin` the gateway keeps of what it asked). */
  appUrl: string;
  active: ActiveRequest;
  /** Requests waiting after this one. */
  waiting: number;
  settings: { offChainSigning: boolean };
  onReject: () => void;
}

const CAPABILITY_WORDS: Record<string, string> = {
  requestAddressBook: 'Access to your address book',
};

/** The pending request of an app. */
export function AppRequestPanel(props: AppRequestPanelProps) {
  const { safe, appName, appOrigin, appUrl, active, waiting, settings, onReject } = props;
  const titleId = useId();
  const waitingNote =
    waiting > 0 ? (
      <p className="hint" data-testid="app-requests-waiting">
        {waiting === 1 ? '1 more request' : `${waiting} more requests`} from this app wait their
        turn.
      </p>
    ) : null;

  if (active.kind === 'permissions') {
    return (
      <PermissionPrompt
        appOrigin={appOrigin}
        capabilities={active.capabilities}
        onAnswer={active.resolve}
        waitingNote={waitingNote}
      />
    );
  }
  const { request } = active;
  return (
    <section className="app-request stack" aria-labelledby={titleId} data-testid="app-request">
      <h2 id={titleId}>
        {appName} asks this Safe to{' '}
        {request.method === 'sendTransactions'
          ? request.params.txs.length === 1
            ? 'make a transaction'
            : `make ${request.params.txs.length} transactions in one batch`
          : 'sign a message'}
      </h2>
      <p className="hint">
        From <strong>{appOrigin}</strong>. The app waits for your answer.
      </p>
      {waitingNote}
      {request.method === 'sendTransactions' ? (
        <AppTransactionsRequest
          safe={safe}
          appName={appName}
          appOrigin={appOrigin}
          appUrl={appUrl}
          txs={request.params.txs}
          onProposed={(safeTxHash) => active.resolve({ safeTxHash })}
          onReject={onReject}
        />
      ) : request.method === 'wallet_requestPermissions' ? null : (
        <AppMessageRequest
          safe={safe}
          appOrigin={appOrigin}
          appName={appName}
          appUrl={appUrl}
          request={request}
          settings={settings}
          onDone={active.resolve}
          onReject={onReject}
        />
      )}
    </section>
  );
}

function PermissionPrompt(props: {
  appOrigin: string;
  capabilities: readonly string[];
  onAnswer: (granted: boolean) => void;
  waitingNote: React.ReactNode;
}) {
  const { appOrigin, capabilities, onAnswer, waitingNote } = props;
  const titleId = useId();
  const first = useRef<HTMLButtonElement>(null);
  useEffect(() => first.current?.focus(), []);
  return (
    <section
      className="app-request card stack"
      role="alertdialog"
      aria-labelledby={titleId}
      data-testid="app-permission-prompt"
    >
      <h2 id={titleId}>
        <span data-testid="permission-origin">{appOrigin}</span> asks for permission
      </h2>
      <ul>
        {capabilities.map((capability) => (
          <li key={capability}>{CAPABILITY_WORDS[capability] ?? capability}</li>
        ))}
      </ul>
      <p className="hint">You can revoke it any time in Settings.</p>
      {waitingNote}
      <div className="actions">
        <button ref={first} className="button primary" type="button" onClick={() => onAnswer(true)}>
          Allow
        </button>
        <button className="button" type="button" onClick={() => onAnswer(false)}>
          Refuse
        </button>
      </div>
    </section>
  );
}
