import { INDEPENDENCE_NOTICE } from '@styleprint/scoring';
import './independence-notice.css';

/**
 * What Styleprint is and is not (decision 0016): an independent self-reflection tool, not the
 * trademarked instruments, not for hiring, promotion or clinical decisions. One component, one
 * text (libs/scoring), shown on the quiz, profile, suggestions and coach screens and in the
 * signed-in footer, once per screen: the footer's steps aside where the screen shows its own
 * (docs/decisions/0038-independence-notice-once-per-screen.md, in independence-notice.css).
 */
export function IndependenceNotice({ className }: { className?: string }) {
  return (
    <p className={className ? `independence-notice ${className}` : 'independence-notice'}>
      {INDEPENDENCE_NOTICE}
    </p>
  );
}
