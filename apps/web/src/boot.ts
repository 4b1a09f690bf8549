/**
 * The page's first script. The prerendered HTML is already the page (docs/decisions/0092), so
 * the app's code is requested only once that HTML has been painted: on a slow connection the
 * stylesheets get the bandwidth first, and the page shows sooner. A hidden tab never paints
 * (no animation frames), so there the app loads at once.
 */
// The global styles belong to the page itself, so the build links them from every HTML file.
import './styles/global.css';
import './styles/shell.css';

const loadApp = () => void import('./main');

if (document.visibilityState === 'visible') {
  // The frame callback runs just before the next paint; the timeout, just after it.
  requestAnimationFrame(() => setTimeout(loadApp, 0));
} else {
  loadApp();
}
