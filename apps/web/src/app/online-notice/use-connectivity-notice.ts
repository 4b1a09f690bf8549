import { useEffect, useState } from 'react';

export type ConnectivityNotice = 'hidden' | 'offline' | 'back-online';

/**
 * docs/product.md#s4: the notice appears when the browser goes offline and stays while offline; on return it
 * says so for `backOnlineMs` and then disappears.
 */
export function useConnectivityNotice(backOnlineMs: number): ConnectivityNotice {
  const [notice, setNotice] = useState<ConnectivityNotice>(() =>
    typeof navigator !== 'undefined' && navigator.onLine === false ? 'offline' : 'hidden',
  );

  useEffect(() => {
    const goOffline = () => setNotice('offline');
    const goOnline = () =>
      setNotice((current) => (current === 'offline' ? 'back-online' : current));
    window.addEventListener('offline', goOffline);
    window.addEventListener('online', goOnline);
    return () => {
      window.removeEventListener('offline', goOffline);
      window.removeEventListener('online', goOnline);
    };
  }, []);

  useEffect(() => {
    if (notice !== 'back-online') return;
    const timer = window.setTimeout(() => setNotice('hidden'), backOnlineMs);
    return () => window.clearTimeout(timer);
  }, [notice, backOnlineMs]);

  return notice;
}
