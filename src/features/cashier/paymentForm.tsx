import { useState } from 'react';
import { Button } from '../../ui/Button';
import { InlineSpinner } from '../../ui/InlineSpinner';

/**
 * The key of the payment a form takes: a double click or a retry after a lost answer records it once. A changed form
 * is another payment: `changing` wraps a field's setter so that a change also takes a new key.
 */
export function useIdempotencyKey() {
  const [key, setKey] = useState(() => crypto.randomUUID());
  const changing = <T,>(set: (value: T) => void) => (value: T) => {
    set(value);
    setKey(crypto.randomUUID());
  };
  return { key, changing };
}

/** A payment form's submit: disabled while it saves, with a spinner that says so. */
export function PaymentSubmit({ pending, label, pendingLabel, isDisabled }: {
  pending: boolean; label: string; pendingLabel: string; isDisabled?: boolean;
}) {
  return (
    <Button type="submit" isDisabled={pending || isDisabled}>
      {pending && <InlineSpinner label={pendingLabel} />}{label}
    </Button>
  );
}
