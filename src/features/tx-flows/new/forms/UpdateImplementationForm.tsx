// Update a Safe 1.3.0 to 1.4.1: a DELEGATECALL into the chain's official SafeMigration contract,
// offered only when the chain says the Safe runs an official 1.3.0 singleton and the migration
// contract has code there. Never a delegatecall to anything else.
import { useQuery } from '@tanstack/react-query';
import type { FormEvent } from 'react';
import {
  buildImplementationUpdateCall,
  findSingletonByCodeHash,
  TRUSTED_DELEGATECALL_TARGETS,
} from '../../../../safe';
import { contractCodeHashQueryOptions } from '../../../../query/options';
import { useGatewayClient } from '../../../../session/gateway/useGatewayClient';
import { describeError } from '../../../../session/errors/describeError';
import type { ActionFormProps } from '../actions';
import { ChainNotReady, useChainFacts } from '../useChainFacts';
import { SubmitRow } from '../fields/SubmitRow';

/** The official migration to 1.4.1 (its functions share the devnet migration's names). */
export const MIGRATION_141 = TRUSTED_DELEGATECALL_TARGETS.find(
  (c) => c.name === 'SafeMigration' && c.version === '1.4.1',
)!;

/** The update form: what runs now, what it becomes, and the one button. */
export function UpdateImplementationForm({
  safe,
  onSubmit,
  submitLabel = 'Review',
}: ActionFormProps) {
  const client = useGatewayClient();
  const { state, problem, rpcUrl } = useChainFacts(safe);
  const code = useQuery(
    contractCodeHashQueryOptions(client, safe.chain, MIGRATION_141.address, rpcUrl),
  );
  if (!state) return <ChainNotReady problem={problem} />;
  const singleton = findSingletonByCodeHash(state.implementationCodeHash);
  if (!singleton) {
    return (
      <p className="field-error" role="alert">
        The Safe’s implementation is not an official Safe singleton: no update is offered.
      </p>
    );
  }
  if (singleton.version !== '1.3.0') {
    return (
      <p className="hint">
        The Safe runs {singleton.version}: no update is needed or offered here.
      </p>
    );
  }
  if (code.isPending)
    return (
      <p role="status" className="hint">
        Looking for the migration contract…
      </p>
    );
  if (code.error) {
    return (
      <p className="field-error" role="alert">
        The migration contract could not be checked: {describeError(code.error)}
      </p>
    );
  }
  if (code.data.empty) {
    return (
      <p className="field-error" role="alert">
        This chain has no official Safe migration contract at {MIGRATION_141.address}: the update
        cannot be built here.
      </p>
    );
  }
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSubmit({
      kind: 'update-implementation',
      form: {},
      summary: `Update the Safe from 1.3.0${singleton.l2 ? ' L2' : ''} to 1.4.1 (with the 1.4.1 fallback handler) through SafeMigration ${MIGRATION_141.address}`,
      call: buildImplementationUpdateCall({
        migration: MIGRATION_141.address,
        l2: singleton.l2,
        withFallbackHandler: true,
      }),
    });
  };
  return (
    <form className="stack new-tx-form" onSubmit={submit} noValidate>
      <p>
        The Safe runs the official 1.3.0{singleton.l2 ? ' L2' : ''} singleton (checked on chain).
        The update delegates to Safe’s own migration contract, which moves it to 1.4.1 and its
        fallback handler.
      </p>
      <SubmitRow label={submitLabel} />
    </form>
  );
}
