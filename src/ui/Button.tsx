import { Button as AriaButton, type ButtonProps as AriaButtonProps } from 'react-aria-components';
import * as styles from './Button.css';

export interface ButtonProps extends Omit<AriaButtonProps, 'className' | 'style'> {
  variant?: 'primary' | 'secondary' | 'accent' | 'danger' | 'quiet';
  size?: 'sm' | 'md';
  fullWidth?: boolean;
}

export function Button({ variant, size, fullWidth, ...props }: ButtonProps) {
  return <AriaButton {...props} className={styles.button({ variant, size, fullWidth })} />;
}
