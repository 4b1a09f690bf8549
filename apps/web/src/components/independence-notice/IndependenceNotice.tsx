import { INDEPENDENCE_NOTICE } from '@styleprint/scoring';
import './independence-notice.css';

/**
 * What Styleprint is and is not (decision 0016): an independent self-reflection tool, not the
 * trademarked instruments, not for hiring, promotion or clinical decisions. One component, one
 * text (libs/scoring), shown on the quiz, profile, suggestions and coach screens and in the footer.
 */
export function IndependenceNotice({ className }: { className?: string }) {
  return (
    <p className={className ? `independence-notice ${className}` : 'independence-notice'}>
      {INDEPENDENCE_NOTICE}
    </p>
  );
}
