// A signer's e-mail alert registration as this device last saw it, through the query cache.
import { queryOptions } from '@tanstack/react-query';
import { getEmailAlertRecord } from '../../storage/emailAlerts';
import { localKeys } from '../keys';

/** Query options of one signer's registration record on one Safe (null = none known). */
export function emailAlertRecordQueryOptions(chainId: string, safeAddress: string, signer: string) {
  return queryOptions({
    queryKey: localKeys.emailAlert(chainId, safeAddress, signer),
    queryFn: () => getEmailAlertRecord(chainId, safeAddress, signer),
    networkMode: 'always',
  });
}
