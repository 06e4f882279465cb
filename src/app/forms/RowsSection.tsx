import type { ReactNode } from 'react';
import { FormFullWidth, FormSection } from '../../ui/FormSection';

/** A form section given whole to one row list (addresses, values, items): one column, the editor across the width. */
export function RowsSection({ title, description, children }: { title: string; description?: ReactNode; children: ReactNode }) {
  return (
    <FormSection title={title} description={description} columns={1}>
      <FormFullWidth>{children}</FormFullWidth>
    </FormSection>
  );
}
