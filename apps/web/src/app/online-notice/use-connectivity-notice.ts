import { useEffect, useState } from 'react';

export type ConnectivityNotice = 'hidden' | 'offline' | 'back-online';

/**
 * docs/product.md#s4: the notice appears when the browser goes offline and stays while offline; on return it
 * says so for `backOnlineMs` and then disappears.
 */
export function useConnectivityNotice(backOnlineMs: number): ConnectivityNotice {
  // Starts hidden, as the prerendered HTML does, so hydration matches; the effect then reads the
  // real state, which also catches a connection lost before the listeners were attached (a page
  // still hydrating when the network drops would otherwise never say so).
  const [notice, setNotice] = useState<ConnectivityNotice>('hidden');

  useEffect(() => {
    const goOffline = () => setNotice('offline');
    const goOnline = () =>
      setNotice((current) => (current === 'offline' ? 'back-online' : current));
    window.addEventListener('offline', goOffline);
    window.addEventListener('online', goOnline);
    if (navigator.onLine === false) goOffline();
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
