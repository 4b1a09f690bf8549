interface SpinnerProps {
  size?: 'small' | 'large';
  /** Announced to screen readers; omit when the surrounding control already says it is busy. */
  label?: string;
}

export function Spinner({ size = 'large', label }: SpinnerProps) {
  return (
    <span
      className={`spinner spinner--${size}`}
      {...(label ? { role: 'status', 'aria-label': label } : { 'aria-hidden': true })}
    />
  );
}

/** Covers the screen while the sign-in state is unknown (docs/product.md#s2). */
export function FullScreenSpinner({ label = 'Loading' }: { label?: string }) {
  return (
    <div className="fullscreen-center">
      <Spinner label={label} />
    </div>
  );
}

/** Holds a page's place while its code or data loads, so the header and footer do not jump. */
export function PageSpinner({ label = 'Loading' }: { label?: string }) {
  return (
    <div className="page-center">
      <Spinner label={label} />
    </div>
  );
}
