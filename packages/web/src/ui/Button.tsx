import type { ReactNode } from 'react';
import { Button as AriaButton, type ButtonProps as AriaButtonProps } from 'react-aria-components';

type ButtonVariant = 'primary' | 'secondary' | 'ghost' | 'danger';

export interface ButtonProps extends Omit<AriaButtonProps, 'className' | 'children'> {
  variant?: ButtonVariant;
  size?: 'sm' | 'md';
  icon?: ReactNode;
  children?: ReactNode;
  className?: string;
}

/** The one button: react-aria gives press, keyboard and focus-ring behaviour. */
export function Button({ variant = 'secondary', size = 'md', icon, children, className, ...rest }: ButtonProps) {
  const classes = ['btn', `btn-${variant}`, `btn-${size}`, children ? '' : 'btn-icon', className ?? '']
    .filter(Boolean)
    .join(' ');
  return (
    <AriaButton {...rest} className={classes}>
      {icon}
      {children}
    </AriaButton>
  );
}
