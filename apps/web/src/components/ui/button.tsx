import type { ButtonHTMLAttributes } from 'react';
import { cn } from '../../lib/cn.ts';
import { Spinner } from './spinner.tsx';

type Variant = 'primary' | 'secondary' | 'ghost' | 'success' | 'danger';
type Size = 'sm' | 'md' | 'lg';

const variants: Record<Variant, string> = {
  primary:
    'bg-accent text-accent-ink shadow-glow hover:bg-accent-hover active:translate-y-px disabled:shadow-none',
  secondary: 'bg-raised text-ink border border-line hover:border-line-strong hover:bg-line/60',
  ghost: 'bg-transparent text-muted hover:text-ink hover:bg-raised',
  success:
    'bg-success text-deep font-extrabold hover:brightness-110 active:translate-y-px shadow-[0_8px_30px_rgb(47_227_154/0.3)] disabled:shadow-none',
  // Dark text: white on the danger red is 3.1:1, under WCAG AA's 4.5:1 (as success, dark on green).
  danger: 'bg-danger text-deep font-extrabold hover:brightness-110 active:translate-y-px',
};

const sizes: Record<Size, string> = {
  sm: 'min-h-9 px-3 text-sm rounded-lg touch:min-h-11',
  md: 'min-h-11 px-4 text-sm rounded-control',
  lg: 'min-h-13 px-6 text-base rounded-control',
};

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: Variant;
  size?: Size;
  loading?: boolean;
}

export function Button({
  variant = 'secondary',
  size = 'md',
  loading = false,
  className,
  children,
  disabled,
  type = 'button',
  ...rest
}: ButtonProps) {
  return (
    <button
      type={type}
      className={cn(
        'inline-flex select-none items-center justify-center gap-2 font-bold touch:min-w-11 transition duration-150 disabled:cursor-not-allowed disabled:opacity-50',
        variants[variant],
        sizes[size],
        className,
      )}
      disabled={disabled || loading}
      aria-busy={loading || undefined}
      {...rest}
    >
      {loading && <Spinner />}
      {children}
    </button>
  );
}
