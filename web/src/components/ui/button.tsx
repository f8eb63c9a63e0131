import type { ButtonHTMLAttributes, ReactNode } from 'react';
import { focusOnMount } from '../../lib/dom-fixes';

type Variant = 'primary' | 'secondary' | 'ghost' | 'danger';

interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: Variant;
  busy?: boolean;
  size?: 'sm' | 'md';
  children: ReactNode;
}

/** A button that shows a spinner and refuses clicks while its action runs. */
export function Button({
  variant = 'primary',
  busy = false,
  size = 'md',
  disabled,
  className = '',
  children,
  type = 'button',
  ...rest
}: ButtonProps) {
  return (
    <button
      type={type}
      className={`btn btn-${variant}${size === 'sm' ? ' btn-sm' : ''} ${className}`.trim()}
      disabled={disabled || busy}
      aria-busy={busy || undefined}
      {...rest}
      ref={rest.autoFocus ? focusOnMount : undefined}
    >
      {busy && <span className="spinner spinner-sm" aria-hidden="true" />}
      {children}
    </button>
  );
}
