import { PRIVACY } from '../texts';
import { LegalPage } from './LegalPage';

export function PrivacyRoute() {
  return <LegalPage {...PRIVACY} />;
}
