import { TERMS } from '../texts';
import { LegalPage } from './LegalPage';

export function TermsRoute() {
  return <LegalPage {...TERMS} />;
}
