import type { ReactNode } from 'react';

export type BadgeTone = 'brand' | 'high' | 'medium' | 'low' | 'neutral';

export function Badge({ tone = 'brand', children }: { tone?: BadgeTone; children: ReactNode }) {
  return <span className={`badge badge--${tone}`}>{children}</span>;
}
