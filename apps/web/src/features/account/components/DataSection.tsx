import { Button, ButtonLink } from '#web/components/ui';
import { paths } from '#web/config/paths';
import type { AccountService } from '../account-service';
import { downloadJson } from '../api/account-api';
import { useFormRun } from '../hooks/use-form-run';
import { ACCOUNT_TEXT } from '../texts';
import { AccountSection } from './AccountSection';
import { ErrorBox } from './ErrorBox';

/** "Download my data", the history and the printable profile. */
export function DataSection({ service }: { service: AccountService }) {
  const form = useFormRun();
  const download = () =>
    void form.run(async () => {
      downloadJson(await service.exportData());
    }, ACCOUNT_TEXT.data.downloaded);

  return (
    <AccountSection id="account-data" heading={ACCOUNT_TEXT.data.heading} status={form.status}>
      <p>{ACCOUNT_TEXT.data.explain}</p>
      <ErrorBox error={form.error} boxRef={form.errorRef} />
      <div className="account-actions">
        <Button onClick={download} busy={form.pending} disabled={form.pending}>
          {ACCOUNT_TEXT.data.download}
        </Button>
        <ButtonLink to={paths.history} variant="secondary">
          {ACCOUNT_TEXT.data.history}
        </ButtonLink>
        <ButtonLink to={`${paths.profile}?print=1`} variant="secondary">
          {ACCOUNT_TEXT.data.print}
        </ButtonLink>
      </div>
    </AccountSection>
  );
}
