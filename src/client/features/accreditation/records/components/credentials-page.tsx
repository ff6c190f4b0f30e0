import { CardDetail } from '@/client/components/ui/responsive-list';
import { formatLongDate } from '@/client/lib/dates';
import { credentialName, type Credential } from '@/shared/schemas/credentials';
import { useCredentials, useDeleteCredential } from '../api/credentials';
import { CredentialForm } from './credential-form';
import { RecordPage } from './record-page';

const name = (credential: Credential) => credentialName(credential.body, credential.level);
const expiry = (credential: Credential) =>
  credential.expiresOn ? formatLongDate(credential.expiresOn) : 'Does not expire';

export function CredentialsPage() {
  return (
    <RecordPage<Credential>
      title="Credentials held"
      description="The credentials you hold, and when each is due for renewal"
      thing="credential"
      listLabel="Credentials held"
      emptyText='No credentials recorded yet. Click "Add credential" to add one you hold.'
      list={useCredentials}
      remove={useDeleteCredential()}
      kind="credential"
      itemName={name}
      columns={[
        { heading: 'Credential', cell: name, className: 'font-medium text-slate-900' },
        { heading: 'Awarded on', cell: (credential) => formatLongDate(credential.awardedOn) },
        { heading: 'Expires on', cell: expiry },
      ]}
      cardHeader={(credential) => <p className="font-medium text-slate-900">{name(credential)}</p>}
      cardBody={(credential) => (
        <dl className="mt-3 grid grid-cols-2 gap-x-4 gap-y-2 text-sm">
          <CardDetail label="Awarded on" value={formatLongDate(credential.awardedOn)} />
          <CardDetail label="Expires on" value={expiry(credential)} />
        </dl>
      )}
      form={(credential, onSaved) => <CredentialForm credential={credential} onSaved={onSaved} />}
    />
  );
}
