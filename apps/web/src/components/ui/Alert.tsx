import type { ReactNode } from 'react';

interface AlertProps {
  tone?: 'error' | 'info' | 'success';
  children: ReactNode;
  id?: string;
}

/** A message box; errors use role="alert" so they are announced the moment they appear. */
export function Alert({ tone = 'error', children, id }: AlertProps) {
  return (
    <div id={id} className={`alert alert--${tone}`} role={tone === 'error' ? 'alert' : 'status'}>
      {children}
    </div>
  );
}
