import { useRef, type ReactNode } from 'react';
import { Button, type ButtonProps } from './Button';
import * as styles from './FileButton.css';

/** A button that opens the file chooser and hands over the one file chosen. */
export function FileButton({ accept, fileLabel, onFile, children, ...button }: {
  /** The file types the chooser offers (the input's accept). */
  accept: string;
  /** The file input's accessible name. */
  fileLabel: string;
  onFile: (file: File) => void;
  children: ReactNode;
} & Pick<ButtonProps, 'variant' | 'isPending' | 'isDisabled'>) {
  const input = useRef<HTMLInputElement>(null);
  return (
    <>
      <input ref={input} type="file" accept={accept} aria-label={fileLabel} className={styles.hiddenInput} tabIndex={-1}
        onChange={(event) => {
          const file = event.target.files?.[0];
          // Cleared so that choosing the same file again (after fixing it) is a change too.
          event.target.value = '';
          if (file) onFile(file);
        }} />
      <Button {...button} onPress={() => input.current?.click()}>{children}</Button>
    </>
  );
}
