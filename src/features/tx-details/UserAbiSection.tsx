// The calls this device could decode with the user's own ABIs: shown beside the gateway's
// decoding, marked as such, with any disagreement between the two spelled out.
import type { ChainInfo } from '../../gateway';
import type { DecodeWithUserAbisReturnType } from '../../safe';
import { AddressView } from '../shared/AddressView';
import { DecodedDataView } from '../shared/transactions/DecodedDataView';

/** Props of UserAbiSection. */
export interface UserAbiSectionProps {
  decoding: DecodeWithUserAbisReturnType;
  chain: ChainInfo;
}

/** "Decoded with your ABI": one block per call of the transaction a stored ABI decodes. */
export function UserAbiSection({ decoding, chain }: UserAbiSectionProps) {
  if (decoding.calls.length === 0) return null;
  return (
    <section
      className="details-section"
      aria-labelledby="user-abi-title"
      data-testid="user-abi-decoding"
    >
      <h2 id="user-abi-title">Decoded with your ABI</h2>
      <p className="hint">
        Decoded on this device with the ABI you saved for the contract; the calldata re-encodes to
        exactly these values.
      </p>
      {decoding.calls.map((call) => (
        <div key={call.path} className="stack">
          <h3>{call.batchIndex === null ? 'The call' : `Batched call ${call.batchIndex + 1}`}</h3>
          <div>
            To <AddressView address={call.to} chain={chain} short={false} />
          </div>
          <p className="badge" data-testid="decoded-with-your-abi">
            Decoded with your ABI
            {call.gateway ? ' (the gateway decoded it too)' : ' (the gateway did not decode it)'}
          </p>
          <DecodedDataView data={call.decoded} chain={chain} />
        </div>
      ))}
      {decoding.findings.length > 0 && (
        <ul className="findings" aria-label="Differences with the gateway’s decoding">
          {decoding.findings.map((finding, index) => (
            <li
              key={`${finding.path}-${index}`}
              className={`severity-${finding.severity}`}
              data-code={finding.code}
            >
              <strong>Note: </strong>
              {finding.message}
              {finding.expected !== undefined && (
                <span className="tx-extra"> Your ABI: {finding.expected}.</span>
              )}
              {finding.actual !== undefined && (
                <span className="tx-extra"> Gateway: {finding.actual}.</span>
              )}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
