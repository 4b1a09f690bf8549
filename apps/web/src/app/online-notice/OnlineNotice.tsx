import { useConnectivityNotice } from './use-connectivity-notice';

/** docs/product.md#s9: "Back online!" stays this long. Kept equal to LIMITS.onlineNoticeMs in contracts. */
const BACK_ONLINE_NOTICE_MS = 5000;

const ONLINE_NOTICE_TEXT = {
  offline: "You're offline. Some features are unavailable until your connection returns.",
  backOnline: 'Back online! Content synced.',
} as const;

/**
 * The floating notice on every screen. The live region is always in the document (a region that
 * appears together with its text is often not announced); only its content changes.
 */
export function OnlineNotice({ backOnlineMs = BACK_ONLINE_NOTICE_MS }: { backOnlineMs?: number }) {
  const notice = useConnectivityNotice(backOnlineMs);
  return (
    <div className="online-notice" role="status" aria-live="polite">
      {notice === 'offline' ? (
        <p className="online-notice__message online-notice__message--offline">
          <span className="online-notice__dot" aria-hidden="true" />
          {ONLINE_NOTICE_TEXT.offline}
        </p>
      ) : null}
      {notice === 'back-online' ? (
        <p className="online-notice__message online-notice__message--online">
          <span className="online-notice__dot" aria-hidden="true" />
          {ONLINE_NOTICE_TEXT.backOnline}
        </p>
      ) : null}
    </div>
  );
}
