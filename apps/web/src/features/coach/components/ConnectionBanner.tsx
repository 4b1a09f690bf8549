import { Button } from '#web/components/ui';
import { COACH_TEXT } from '../texts';

interface ConnectionBannerProps {
  onRetry: () => void;
}

/** docs/product.md#s2: shown while disconnected, with "Refresh Page" and "Retry Connection". */
export function ConnectionBanner({ onRetry }: ConnectionBannerProps) {
  return (
    <section className="coach-banner" role="alert" aria-labelledby="coach-banner-title">
      <h2 id="coach-banner-title" className="coach-banner__title">
        {COACH_TEXT.banner.title}
      </h2>
      <p className="coach-banner__message">{COACH_TEXT.banner.message}</p>
      <div className="coach-banner__actions">
        <Button variant="secondary" onClick={() => window.location.reload()}>
          {COACH_TEXT.banner.refresh}
        </Button>
        <Button variant="primary" onClick={onRetry}>
          {COACH_TEXT.banner.retry}
        </Button>
      </div>
    </section>
  );
}
