import { useEffect } from 'react';

/** Sets the tab title for a page, so history, tabs and screen readers name the page. */
export function usePageTitle(title: string): void {
  useEffect(() => {
    document.title = title ? `${title} · Styleprint` : 'Styleprint';
  }, [title]);
}
