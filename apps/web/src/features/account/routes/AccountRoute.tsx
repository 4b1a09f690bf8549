import { useMemo } from 'react';
import { useApiClient } from '#web/lib/use-api-client';
import { usePageTitle } from '#web/lib/use-page-title';
import { createAccountService, type AccountService } from '../account-service';
import { DataSection } from '../components/DataSection';
import { DeleteAccountSection } from '../components/DeleteAccountSection';
import { DisplayNameForm } from '../components/DisplayNameForm';
import { PasswordForm } from '../components/PasswordForm';
import { SessionsSection } from '../components/SessionsSection';
import { ACCOUNT_TEXT } from '../texts';
import '../account.css';

/** /account (docs/decisions/0035-account-deletion-export-and-erasure-in-files.md): name, password, data, sessions and deletion. */
export function AccountRoute({ service }: { service?: AccountService }) {
  usePageTitle(ACCOUNT_TEXT.title);
  const client = useApiClient();
  const account = useMemo(() => service ?? createAccountService(client), [service, client]);
  return (
    <div className="page account-page">
      <h1>{ACCOUNT_TEXT.title}</h1>
      <p>{ACCOUNT_TEXT.intro}</p>
      <DisplayNameForm service={account} />
      <PasswordForm service={account} />
      <DataSection service={account} />
      <SessionsSection service={account} />
      <DeleteAccountSection service={account} />
    </div>
  );
}
