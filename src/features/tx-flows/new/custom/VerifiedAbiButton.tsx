// Offers the verified ABI the gateway knows for a contract, if any. The ABI is still parsed and
// shown like a pasted one: the user sees exactly what the call is built from.
import { useQuery } from '@tanstack/react-query';
import { httpStatusOf } from '../../../../query/client';
import { contractQueryOptions } from '../../../../query/options/contracts';
import { useGatewayClient } from '../../../../session/gateway/useGatewayClient';

/** Props of VerifiedAbiButton. */
export interface VerifiedAbiButtonProps {
  chainId: string;
  /** Checksummed contract address. */
  address: string;
  onUse: (abiText: string, name: string) => void;
}

/** A button that fills the ABI field with the gateway's verified ABI of `address`. */
export function VerifiedAbiButton({ chainId, address, onUse }: VerifiedAbiButtonProps) {
  const client = useGatewayClient();
  const contract = useQuery(contractQueryOptions(client, { chainId, contractAddress: address }));
  if (contract.isPending) {
    return (
      <p className="hint">
        {contract.fetchStatus === 'paused'
          ? 'Offline: the gateway cannot be asked for a verified ABI; paste it.'
          : 'Asking the gateway for a verified ABI…'}
      </p>
    );
  }
  if (contract.error) {
    return httpStatusOf(contract.error) === 404 ? (
      <p className="hint">The gateway knows no verified ABI for this contract: paste it.</p>
    ) : (
      <p className="hint">The gateway could not be asked for a verified ABI; paste it instead.</p>
    );
  }
  const abi = contract.data.contractAbi?.abi;
  if (!Array.isArray(abi) || abi.length === 0) {
    return <p className="hint">The gateway knows this contract but has no verified ABI for it.</p>;
  }
  const name = contract.data.displayName || contract.data.name || '';
  return (
    <button
      type="button"
      className="button"
      onClick={() => onUse(JSON.stringify(abi, null, 2), name)}
    >
      Use the gateway’s verified ABI{name ? ` of ${name}` : ''}
    </button>
  );
}
