import { useCallback, useMemo, useState } from 'react';

/** docs/product.md#s4: the coach's connection status. */
export type ConnectionStatus = 'testing' | 'connected' | 'disconnected';

export interface Connection {
  status: ConnectionStatus;
  /** A profile fetch, analysis or chat reply succeeded. */
  markConnected: () => void;
  /** A call failed. */
  markDisconnected: () => void;
  /** "Retry Connection" or clearing the conversation: checking again. */
  markTesting: () => void;
}

export function useConnectionStatus(): Connection {
  const [status, setStatus] = useState<ConnectionStatus>('testing');
  const markConnected = useCallback(() => setStatus('connected'), []);
  const markDisconnected = useCallback(() => setStatus('disconnected'), []);
  const markTesting = useCallback(() => setStatus('testing'), []);
  return useMemo(
    () => ({ status, markConnected, markDisconnected, markTesting }),
    [status, markConnected, markDisconnected, markTesting],
  );
}
