// EIP-712 typed data laid out for reading: domain fields, primary type, and the message as nested
// definition lists following the declared types. Every value is rendered as text.
import type { TypedData } from '../../gateway';

/** Props of TypedDataView. */
export interface TypedDataViewProps {
  data: TypedData;
}

const MAX_DEPTH = 8;

function text(value: unknown): string {
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'bigint' || typeof value === 'boolean') {
    return String(value);
  }
  if (value === null || value === undefined) return '—';
  return JSON.stringify(value);
}

function FieldValue({
  value,
  type,
  types,
  depth,
}: {
  value: unknown;
  type: string | undefined;
  types: TypedData['types'];
  depth: number;
}) {
  if (depth > MAX_DEPTH) return <span>{text(value)}</span>;
  const arrayMatch = type ? /^(.*)\[\d*\]$/.exec(type) : null;
  if (Array.isArray(value)) {
    return (
      <ol>
        {value.map((entry, index) => (
          <li key={index}>
            <FieldValue value={entry} type={arrayMatch?.[1]} types={types} depth={depth + 1} />
          </li>
        ))}
      </ol>
    );
  }
  if (value && typeof value === 'object') {
    const fields = type ? types[type] : undefined;
    const names = fields ? fields.map((f) => f.name) : Object.keys(value as object);
    return (
      <dl>
        {names.map((name) => (
          <div key={name}>
            <dt>
              {name}
              {fields && (
                <span className="param-type"> ({fields.find((f) => f.name === name)?.type})</span>
              )}
            </dt>
            <dd>
              <FieldValue
                value={(value as Record<string, unknown>)[name]}
                type={fields?.find((f) => f.name === name)?.type}
                types={types}
                depth={depth + 1}
              />
            </dd>
          </div>
        ))}
      </dl>
    );
  }
  return <span className="hash">{text(value)}</span>;
}

/** Shows typed data. */
export function TypedDataView({ data }: TypedDataViewProps) {
  const types = data.types ?? {};
  const primaryType =
    data.primaryType ?? Object.keys(types).find((name) => name !== 'EIP712Domain');
  const domainEntries = Object.entries(data.domain ?? {});
  return (
    <div className="typed-data">
      <h3>Domain</h3>
      {domainEntries.length > 0 ? (
        <dl>
          {domainEntries.map(([name, value]) => (
            <div key={name}>
              <dt>{name}</dt>
              <dd className="hash">{text(value)}</dd>
            </div>
          ))}
        </dl>
      ) : (
        <p>Empty domain</p>
      )}
      <h3>Primary type</h3>
      <p>
        <code>{primaryType ?? 'Not given'}</code>
      </p>
      <h3>Message</h3>
      <FieldValue value={data.message} type={primaryType} types={types} depth={0} />
    </div>
  );
}
