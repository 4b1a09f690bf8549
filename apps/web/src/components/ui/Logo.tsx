/** The product mark: an inline SVG, so nothing is fetched to draw it. */
export function Logo() {
  return (
    <span className="logo">
      <svg className="logo__mark" viewBox="0 0 32 32" width="28" height="28" aria-hidden="true">
        <rect width="32" height="32" rx="8" fill="currentColor" />
        <path
          d="M9 20.5c1.6 1.7 4 2.5 6.6 2.5 3.4 0 5.9-1.6 5.9-4.3 0-2.6-2-3.6-5.3-4.3-2.6-.6-3.6-1-3.6-2.1 0-1 1-1.8 2.8-1.8 1.8 0 3.2.6 4.4 1.7"
          fill="none"
          stroke="#fff"
          strokeWidth="2.6"
          strokeLinecap="round"
        />
      </svg>
      <span className="logo__word">Styleprint</span>
    </span>
  );
}
