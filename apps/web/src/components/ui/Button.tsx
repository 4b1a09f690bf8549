import type { ButtonHTMLAttributes, ReactNode } from 'react';
import { Link, type LinkProps } from 'react-router';
import { Spinner } from './Spinner';

export type ButtonVariant = 'primary' | 'secondary' | 'ghost' | 'danger';

const classes = (variant: ButtonVariant, block: boolean, extra?: string) =>
  ['btn', `btn--${variant}`, block ? 'btn--block' : '', extra ?? ''].filter(Boolean).join(' ');

interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: ButtonVariant;
  /** Shows a spinner and marks the button busy; the label stays so its name does not change. */
  busy?: boolean;
  block?: boolean;
  icon?: ReactNode;
}

export function Button({
  variant = 'primary',
  busy = false,
  block = false,
  icon,
  className,
  children,
  type = 'button',
  ...rest
}: ButtonProps) {
  return (
    <button
      type={type}
      className={classes(variant, block, className)}
      aria-busy={busy || undefined}
      {...rest}
    >
      {busy ? <Spinner size="small" /> : icon}
      {children}
    </button>
  );
}

interface ButtonLinkProps extends LinkProps {
  variant?: ButtonVariant;
  block?: boolean;
}

/** A link that looks like a button: it navigates, so it is a link to assistive technology. */
export function ButtonLink({
  variant = 'primary',
  block = false,
  className,
  ...rest
}: ButtonLinkProps) {
  return <Link className={classes(variant, block, className)} {...rest} />;
}
