// The conformance app: every Safe Apps method through Countersign's own app-side client
// (src/safe-apps/client), one button each, every answer or error shown as text (answer-<method>).
import SafeAppsSDK, {
  Methods,
  type EIP712TypedData,
  type RpcCallParams,
  type SafeInfoExtended,
} from '../../../src/safe-apps/client';
import { byTestId, showAnswer } from '../common/answer';
import '../common/style.css';

const sdk = new SafeAppsSDK();
let safeInfo: SafeInfoExtended | null = null;

const field = (testId: string): HTMLInputElement => byTestId<HTMLInputElement>(testId);

async function safe(): Promise<SafeInfoExtended> {
  safeInfo ??= await sdk.safe.getInfo();
  return safeInfo;
}

/** Typed data for the Safe's chain (so a wallet signing it checks the chain id). */
async function typedData(): Promise<EIP712TypedData> {
  const { chainId } = await safe();
  return {
    domain: { name: 'Safe Apps Conformance', version: '1', chainId },
    types: {
      Note: [
        { name: 'subject', type: 'string' },
        { name: 'count', type: 'uint256' },
      ],
    },
    primaryType: 'Note',
    message: { subject: 'Typed data from the conformance app', count: '1' },
  };
}

/** The batch the form describes: `count` calls of `value` wei to the recipient (default the Safe). */
async function batch(): Promise<{ to: string; value: string; data: string }[]> {
  const to = field('input-tx-to').value.trim() || (await safe()).safeAddress;
  const value = field('input-tx-value').value.trim() || '0';
  const count = Math.max(1, Math.min(10, Number(field('input-tx-count').value) || 1));
  return Array.from({ length: count }, () => ({ to, value, data: '0x' }));
}

const calls: Record<string, () => Promise<unknown>> = {
  getSafeInfo: () => sdk.safe.getInfo(),
  getChainInfo: () => sdk.safe.getChainInfo(),
  getEnvironmentInfo: () => sdk.safe.getEnvironmentInfo(),
  getSafeBalances: () => sdk.safe.getBalances({ currency: 'usd' }),
  rpcCall: async () => sdk.eth.getBalance([(await safe()).safeAddress]),
  // Outside the allow-list: the client posts it as asked, the host must refuse it.
  rpcCallRefused: async () => {
    const call = 'eth_sendRawTransaction' as RpcCallParams['call'];
    const response = await sdk.communicator.send(Methods.rpcCall, { call, params: ['0x00'] });
    return response.data;
  },
  wallet_getPermissions: () => sdk.wallet.getPermissions(),
  wallet_requestPermissions: () => sdk.wallet.requestPermissions([{ requestAddressBook: {} }]),
  requestAddressBook: () => sdk.safe.requestAddressBook(),
  sendTransactions: async () => {
    const answer = await sdk.txs.send({ txs: await batch() });
    field('input-safe-tx-hash').value = answer.safeTxHash;
    return answer;
  },
  getTxBySafeTxHash: () => sdk.txs.getBySafeTxHash(field('input-safe-tx-hash').value.trim()),
  signMessage: async () => {
    const answer = await sdk.txs.signMessage(field('input-message').value);
    if ('messageHash' in answer) field('input-message-hash').value = answer.messageHash;
    return answer;
  },
  signTypedMessage: async () => sdk.txs.signTypedMessage(await typedData()),
  getOffChainSignature: async () => {
    const signature = await sdk.safe.getOffChainSignature(field('input-message-hash').value.trim());
    if (signature) field('input-signature').value = signature;
    return signature;
  },
  // An off-chain message is valid only with its signature (an empty one checks the Safe's
  // on-chain signedMessages), as in the public SDK.
  isMessageSigned: () =>
    sdk.safe.isMessageSigned(
      field('input-message').value,
      field('input-signature').value.trim() || '0x',
    ),
};

const READS = [
  'getSafeInfo',
  'getChainInfo',
  'getEnvironmentInfo',
  'getSafeBalances',
  'rpcCall',
  'rpcCallRefused',
  'wallet_getPermissions',
];

for (const button of document.querySelectorAll<HTMLButtonElement>('button[data-method]')) {
  const name = button.dataset.method ?? '';
  const call = calls[name];
  if (call) button.addEventListener('click', () => void showAnswer(name, call));
}
byTestId('call-all-reads').addEventListener('click', () => {
  for (const name of READS) void showAnswer(name, calls[name]!);
});
