// Shared helpers of the verifier suites: one genuine fixture Safe, a verify() with its defaults.
import { getAddress } from 'ethers';
import type { MultisigExecutionDetails, TransactionDetails } from '../../../../src/gateway/types';
import { verifySafeTransaction, type VerificationReport } from '../../../../src/safe/index.js';
import { chainId, makeSafeInfo, singleton, wallets } from './gateway-fixtures.js';
export const token = getAddress('0x00000000000000000000000000000000000070c3');
export const recipient = wallets[5]!.address;
export const multiSendCallOnly141 = '0x9641d764fc13c8B624c04430C7356C1C7C8102e2';
export const devnetMigration = getAddress('0x000000000000000000000000000000000000d1e7');
export const codeHash141 = singleton('1.4.1').codeHash;

export const codes = (report: VerificationReport) => report.findings.map((f) => f.code);
export const errorCodes = (report: VerificationReport) =>
  report.findings.filter((f) => f.severity === 'error').map((f) => f.code);

export function verify(
  transaction: TransactionDetails,
  overrides: Partial<Parameters<typeof verifySafeTransaction>[0]> = {},
) {
  return verifySafeTransaction({
    transaction,
    safe: makeSafeInfo(),
    chainId,
    implementationCodeHash: codeHash141,
    ...overrides,
  });
}

export function multisig(details: TransactionDetails): MultisigExecutionDetails {
  return details.detailedExecutionInfo as MultisigExecutionDetails;
}
