import { ButtonLink } from '#web/components/ui';
import { paths } from '#web/config/paths';
import { ShellFrame } from './ShellFrame';

/** The header a signed-out visitor sees on the public welcome page. */
export function PublicShell() {
  return (
    <ShellFrame
      mainClassName="app__main--public"
      header={
        <>
          <div className="header__spacer" />
          <nav className="header__actions" aria-label="Account">
            <ButtonLink to={paths.login} variant="ghost">
              Sign In
            </ButtonLink>
            <ButtonLink to={paths.signup} variant="primary" className="hide-xs">
              Create account
            </ButtonLink>
          </nav>
        </>
      }
    />
  );
}
