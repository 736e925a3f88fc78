// The fiat currency balances are priced in: saved in IndexedDB settings, `usd` until chosen.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { DEFAULT_CURRENCY } from '../../../gateway';
import { currencyQueryOptions } from '../../../query/options/currency';
import { setSetting } from '../../../storage/settings';

/** The chosen currency (lowercase code) and a setter that saves it. */
export function useCurrency(): {
  currency: string;
  setCurrency: (code: string) => Promise<void>;
  isSaving: boolean;
  saveError: Error | null;
} {
  const queryClient = useQueryClient();
  const query = useQuery(currencyQueryOptions());
  const mutation = useMutation({
    mutationFn: async (code: string) => {
      const normalised = code.trim().toLowerCase();
      if (!/^[a-z]{3,10}$/.test(normalised)) throw new Error(`“${code}” is not a currency code.`);
      await setSetting('currency', normalised);
      return normalised;
    },
    onSuccess: (code) => queryClient.setQueryData(currencyQueryOptions().queryKey, code),
  });
  return {
    currency: query.data ?? DEFAULT_CURRENCY,
    setCurrency: async (code) => {
      await mutation.mutateAsync(code);
    },
    isSaving: mutation.isPending,
    saveError: mutation.error,
  };
}
