import type { ButtonHTMLAttributes, MouseEvent, ReactNode, Ref } from 'react';
import { Link, type LinkProps } from 'react-router';
import styles from './button.module.css';

type Variant = 'primary' | 'secondary' | 'danger';

export function buttonClassName(variant: Variant = 'primary', extra?: string): string {
  return [styles.button, styles[variant], extra].filter(Boolean).join(' ');
}

interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: Variant;
  /** Shows a spinner and blocks clicks while keeping focus on the button (aria-disabled, not disabled). */
  busy?: boolean;
  children: ReactNode;
  /** React 19 passes ref as a prop; it reaches the <button> through the spread below. */
  ref?: Ref<HTMLButtonElement>;
}

export function Button({ variant = 'primary', busy = false, className, type = 'button', onClick, children, ...rest }: ButtonProps) {
  const blocked = busy || rest['aria-disabled'] === true || rest['aria-disabled'] === 'true';
  const handleClick = (event: MouseEvent<HTMLButtonElement>) => {
    if (blocked) {
      event.preventDefault();
      return;
    }
    onClick?.(event);
  };
  return (
    <button
      {...rest}
      type={type}
      className={buttonClassName(variant, className)}
      aria-disabled={blocked || undefined}
      aria-busy={busy || undefined}
      onClick={handleClick}
    >
      {busy && <span className={styles.spinner} aria-hidden="true" />}
      {children}
    </button>
  );
}

export function ButtonLink({ variant = 'primary', className, ...rest }: LinkProps & { variant?: Variant }) {
  return <Link {...rest} className={buttonClassName(variant, className)} />;
}
