import { useCallback, useState } from 'react';

/**
 * docs/product.md#s4: a submit sets a loading flag and clears any earlier error; loading ends after each
 * attempt; typing clears the error (`clearError`).
 */
export function useAuthSubmit() {
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const run = useCallback(
    async (action: () => Promise<void>, messageFor: (error: unknown) => string | null) => {
      setPending(true);
      setError(null);
      try {
        await action();
      } catch (failure) {
        setError(messageFor(failure));
      } finally {
        setPending(false);
      }
    },
    [],
  );

  const clearError = useCallback(() => setError(null), []);
  return { pending, error, setError, clearError, run };
}
