// The e-mail alert actions of one signer on one Safe. Each signed one computes its message here
// (src/safe/email-messages) from the values it sends, asks the wallet to personal_sign exactly that,
// sends it with the timestamp headers, and keeps this device's record in step with the answer.
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import {
  changeEmail,
  deleteRegisteredEmail,
  getRegisteredEmail,
  GatewayError,
  registerEmail,
  resendEmailVerificationCode,
  setDevnetEmailDigest,
  verifyEmail,
  type EmailAuthorizationHeaders,
} from '../../gateway';
import { localKeys } from '../../query/keys';
import {
  getDevnetEmailDigestMessage,
  getEmailDeleteMessage,
  getEmailEditMessage,
  getEmailRegisterMessage,
  getEmailRetrievalMessage,
} from '../../safe/email-messages';
import { setEmailAlertRecord, type EmailAlertRecord } from '../../storage/emailAlerts';
import { describeError } from '../../session/errors/describeError';
import { useGatewayClient } from '../../session/gateway/useGatewayClient';
import { useWalletSession } from '../../session/wallet/useWalletSession';
import { afterPaint } from '../../session/paint/afterPaint';
import { describeEmailError, type EmailAction } from './emailForm';

/** Where the current action stands. */
export type EmailActionState =
  | { status: 'idle' }
  /** `signedMessage`: what the wallet is asked to sign now (its device shows the same text). */
  | { status: 'signing'; action: EmailAction; signedMessage: string }
  | { status: 'sending'; action: EmailAction }
  | { status: 'done'; action: EmailAction; message: string }
  | { status: 'error'; action: EmailAction; message: string };

/** Parameters of {@link useEmailAlertActions}. */
export interface EmailAlertTarget {
  chainId: string;
  /** Checksummed. */
  safeAddress: string;
  /** The connected owner, checksummed. */
  signer: string;
}

/** Register, verify, resend, edit, delete, read back and (devnet) digest for one signer. */
export function useEmailAlertActions({ chainId, safeAddress, signer }: EmailAlertTarget) {
  const client = useGatewayClient();
  const queryClient = useQueryClient();
  const wallet = useWalletSession();
  const [state, setState] = useState<EmailActionState>({ status: 'idle' });

  const save = useCallback(
    async (record: EmailAlertRecord | null) => {
      await setEmailAlertRecord(chainId, safeAddress, signer, record);
      queryClient.setQueryData(localKeys.emailAlert(chainId, safeAddress, signer), record);
    },
    [chainId, safeAddress, signer, queryClient],
  );

  /** Signs `message(timestamp)` with the connected wallet; the headers the gateway checks. */
  const sign = useCallback(
    async (
      action: EmailAction,
      message: (timestamp: number) => string,
    ): Promise<EmailAuthorizationHeaders> => {
      const timestamp = Date.now();
      const signedMessage = message(timestamp);
      setState({ status: 'signing', action, signedMessage });
      // The device screen is on the page before the wallet asks.
      await afterPaint();
      const signature = await wallet.personalSign(signedMessage);
      setState({ status: 'sending', action });
      return {
        'Safe-Wallet-Signature': signature,
        'Safe-Wallet-Signature-Timestamp': String(timestamp),
      };
    },
    [wallet],
  );

  const run = useCallback(
    async (action: EmailAction, work: () => Promise<string>): Promise<boolean> => {
      try {
        const message = await work();
        setState({ status: 'done', action, message });
        return true;
      } catch (error) {
        const message = describeEmailError(error, action) ?? describeError(error);
        setState({ status: 'error', action, message });
        return false;
      }
    },
    [],
  );

  const base = { chainId, safeAddress, signer };

  return {
    state,
    reset: () => setState({ status: 'idle' }),

    register: (emailAddress: string) =>
      run('register', async () => {
        const headers = await sign('register', (timestamp) =>
          getEmailRegisterMessage({ ...base, emailAddress, timestamp }),
        );
        await registerEmail(client, { chainId, safeAddress, emailAddress, signer, headers });
        const now = Date.now();
        await save({ email: emailAddress, verified: false, codeSentAt: now, confirmedAt: now });
        return `A 6-digit code was sent to ${emailAddress}.`;
      }),

    verify: (code: string, record: EmailAlertRecord) =>
      run('verify', async () => {
        setState({ status: 'sending', action: 'verify' });
        await verifyEmail(client, { ...base, code });
        await save({ ...record, verified: true, codeSentAt: null, confirmedAt: Date.now() });
        return `${record.email} is verified: alerts for this Safe go there.`;
      }),

    resend: (record: EmailAlertRecord) =>
      run('resend', async () => {
        setState({ status: 'sending', action: 'resend' });
        // The gateway answers 202 whatever happened, so success here means "asked".
        await resendEmailVerificationCode(client, base);
        await save({ ...record, codeSentAt: Date.now() });
        return `A new code was requested for ${record.email}.`;
      }),

    edit: (emailAddress: string, record: EmailAlertRecord) =>
      run('edit', async () => {
        const headers = await sign('edit', (timestamp) =>
          getEmailEditMessage({ ...base, emailAddress, timestamp }),
        );
        await changeEmail(client, { ...base, emailAddress, headers });
        const now = Date.now();
        await save({
          ...record,
          email: emailAddress,
          verified: false,
          codeSentAt: now,
          confirmedAt: now,
        });
        return `The address is now ${emailAddress}: enter the code sent there to verify it.`;
      }),

    remove: () =>
      run('delete', async () => {
        const headers = await sign('delete', (timestamp) =>
          getEmailDeleteMessage({ ...base, timestamp }),
        );
        try {
          await deleteRegisteredEmail(client, { ...base, headers });
        } catch (error) {
          // Already gone at the gateway: forgetting it here is what the user asked for.
          if (!(error instanceof GatewayError && error.status === 404)) throw error;
        }
        await save(null);
        return 'E-mail alerts for this signer were removed.';
      }),

    readBack: (record: EmailAlertRecord | null) =>
      run('read', async () => {
        const headers = await sign('read', (timestamp) =>
          getEmailRetrievalMessage({ ...base, timestamp }),
        );
        try {
          const { email, verified } = await getRegisteredEmail(client, { ...base, headers });
          if (typeof email !== 'string' || typeof verified !== 'boolean')
            throw new Error('The gateway answered without an e-mail address and its state.');
          const sameEmail = record?.email === email;
          await save({
            email,
            verified,
            digest: sameEmail ? record?.digest : undefined,
            codeSentAt: verified ? null : sameEmail ? (record?.codeSentAt ?? null) : null,
            confirmedAt: Date.now(),
          });
          return `The gateway has ${email} (${verified ? 'verified' : 'not verified yet'}).`;
        } catch (error) {
          if (!(error instanceof GatewayError && error.status === 404)) throw error;
          await save(null);
          return 'The gateway has no e-mail address for this signer on this Safe.';
        }
      }),

    setDigest: (enabled: boolean, record: EmailAlertRecord) =>
      run('digest', async () => {
        const headers = await sign('digest', (timestamp) =>
          getDevnetEmailDigestMessage({ ...base, enabled, timestamp }),
        );
        const answer = await setDevnetEmailDigest(client, { ...base, enabled, headers });
        await save({ ...record, digest: answer.enabled === true });
        return answer.enabled ? 'Daily digest on.' : 'Daily digest off.';
      }),
  };
}
