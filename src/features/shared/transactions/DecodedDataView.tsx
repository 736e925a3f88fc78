// Decoded calldata: the method and its parameters; a multiSend's inner calls as a numbered list of
// actions, each decoded in turn. Values are rendered as text only.
import { useState } from 'react';
import type {
  ChainInfo,
  DataDecoded,
  DecodedParameter,
  DecodedValue,
  ValueDecoded,
} from '../../../gateway';
import { AddressView } from '../AddressView';
import { formatTokenAmount, formatTokenAmountParts } from '../format';
import { HexData } from './HexData';
import { useTokenLookup, type TokenOf } from './tokenLookup';

/** Props of DecodedDataView. */
export interface DecodedDataViewProps {
  data: DataDecoded;
  chain?: ChainInfo;
  /** Nesting depth, to stop runaway recursion on hostile input. */
  depth?: number;
}

function valueText(value: DecodedValue): string {
  return typeof value === 'string' ? value : JSON.stringify(value);
}

function ParameterValue({ parameter, chain }: { parameter: DecodedParameter; chain?: ChainInfo }) {
  const { type, value } = parameter;
  if (type === 'address' && typeof value === 'string') {
    return <AddressView address={value} chain={chain} />;
  }
  if (type === 'bytes' && typeof value === 'string' && value.length > 66) {
    return <HexData value={value} label={`Parameter ${parameter.name}`} />;
  }
  return <span className="hash">{valueText(value)}</span>;
}

function InnerCall({
  call,
  chain,
  depth,
}: {
  call: ValueDecoded;
  chain?: ChainInfo;
  depth: number;
}) {
  const native = chain?.nativeCurrency;
  const tokenOf = useTokenLookup();
  const transfer = tokenTransferOf(call, tokenOf);
  let value = call.value;
  try {
    value = `${formatTokenAmount(call.value ?? '0', native?.decimals ?? 18)} ${native?.symbol ?? ''}`;
  } catch {
    // Shown as received when not an integer string.
  }
  return (
    <>
      {transfer && (
        <p className="action-summary">
          Transfer {transfer.amount} {transfer.symbol} to{' '}
          <AddressView address={transfer.to} chain={chain} />
        </p>
      )}
      <InnerCallFields call={call} chain={chain} depth={depth} value={value} />
    </>
  );
}

/** A decoded ERC-20 `transfer(to, value)` to a known token, in its units; null otherwise. */
function tokenTransferOf(call: ValueDecoded, tokenOf: TokenOf) {
  const decoded = call.dataDecoded;
  if (decoded?.method !== 'transfer' || Number(call.operation) === 1) return null;
  const [to, amount] = decoded.parameters ?? [];
  const token = tokenOf(call.to);
  if (!token || to?.type !== 'address' || amount?.type !== 'uint256') return null;
  if (typeof to.value !== 'string' || typeof amount.value !== 'string') return null;
  try {
    const { exact } = formatTokenAmountParts(amount.value, token.decimals);
    return { to: to.value, amount: exact, symbol: token.symbol };
  } catch {
    return null;
  }
}

function InnerCallFields({
  call,
  chain,
  depth,
  value,
}: {
  call: ValueDecoded;
  chain?: ChainInfo;
  depth: number;
  value: ValueDecoded['value'];
}) {
  return (
    <dl className="kv">
      <dt>Operation</dt>
      <dd>
        {Number(call.operation) === 1 ? (
          <strong>
            <span aria-hidden="true">⚠ </span>Delegatecall
          </strong>
        ) : (
          'Call'
        )}
      </dd>
      <dt>To</dt>
      <dd>
        <AddressView address={call.to} chain={chain} />
      </dd>
      <dt>Value</dt>
      <dd>{value}</dd>
      <dt>Data</dt>
      <dd>
        {call.dataDecoded ? (
          <DecodedDataView data={call.dataDecoded} chain={chain} depth={depth + 1} />
        ) : call.data && call.data !== '0x' ? (
          <HexData value={call.data} label="Action data" />
        ) : (
          'None'
        )}
      </dd>
    </dl>
  );
}

/** Batches longer than this show their first actions and a "Show all" button. */
const ACTIONS_SHOWN = 25;

function ActionList({
  calls,
  method,
  chain,
  depth,
}: {
  calls: ValueDecoded[];
  method: string;
  chain?: ChainInfo;
  depth: number;
}) {
  const [all, setAll] = useState(false);
  const shown = all ? calls : calls.slice(0, ACTIONS_SHOWN);
  return (
    <>
      <span>
        {calls.length} {calls.length === 1 ? 'action' : 'actions'}
      </span>
      <ol className="actions-list" aria-label={`Actions of ${method}`}>
        {shown.map((call, callIndex) => (
          <li key={callIndex}>
            <h3>Action {callIndex + 1}</h3>
            <InnerCall call={call} chain={chain} depth={depth} />
          </li>
        ))}
      </ol>
      {shown.length < calls.length && (
        <button type="button" className="button small" onClick={() => setAll(true)}>
          Show all {calls.length} actions
        </button>
      )}
    </>
  );
}

/** Shows a decoded call. */
export function DecodedDataView({ data, chain, depth = 0 }: DecodedDataViewProps) {
  if (depth > 4) return <p>Nested too deeply to show.</p>;
  const parameters = data.parameters ?? [];
  return (
    <div className="decoded-data">
      <p>
        Method <code>{data.method}</code>
      </p>
      {parameters.length > 0 && (
        <ul className="param-list">
          {parameters.map((parameter, index) => (
            <li key={`${parameter.name}-${index}`}>
              <span>{parameter.name || `#${index}`}</span>{' '}
              <span className="param-type">({parameter.type})</span>:{' '}
              {Array.isArray(parameter.valueDecoded) ? (
                <ActionList
                  calls={parameter.valueDecoded}
                  method={data.method}
                  chain={chain}
                  depth={depth}
                />
              ) : parameter.valueDecoded && 'method' in parameter.valueDecoded ? (
                <DecodedDataView data={parameter.valueDecoded} chain={chain} depth={depth + 1} />
              ) : (
                <ParameterValue parameter={parameter} chain={chain} />
              )}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
