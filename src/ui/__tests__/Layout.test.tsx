import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Button } from '../Button';
import { Card } from '../Card';
import { EmptyState } from '../EmptyState';
import { FormActions } from '../FormActions';
import { FormFullWidth, FormSection } from '../FormSection';
import { PageHeader } from '../PageHeader';
import { TextField } from '../TextField';

describe('PageHeader', () => {
  it('has the page h1, breadcrumbs and actions', () => {
    render(<PageHeader title="Clients" description="Everyone who buys from us."
      breadcrumbs={[{ label: 'Home', href: '/' }, { label: 'Clients' }]}
      actions={<Button>New client</Button>} />);
    expect(screen.getByRole('heading', { level: 1, name: 'Clients' })).toBeTruthy();
    expect(screen.getByText('Everyone who buys from us.')).toBeTruthy();
    expect(screen.getByRole('navigation', { name: 'Breadcrumbs' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'New client' })).toBeTruthy();
  });

  it('leaves the breadcrumbs out when there are none', () => {
    render(<PageHeader title="Home" />);
    expect(screen.queryByRole('navigation')).toBeNull();
  });
});

describe('FormSection and FormActions', () => {
  it('groups fields under a titled, labelled group', () => {
    render(
      <form>
        <FormSection title="Passenger" description="As printed on the passport." columns={3}>
          <TextField label="First name" />
          <TextField label="Last name" />
          <FormFullWidth><TextField label="Notes" /></FormFullWidth>
        </FormSection>
        <FormActions start={<Button variant="danger">Delete</Button>}>
          <Button variant="secondary">Cancel</Button>
          <Button type="submit">Save</Button>
        </FormActions>
      </form>,
    );
    const group = screen.getByRole('group', { name: 'Passenger' });
    expect(within(group).getByRole('heading', { level: 2, name: 'Passenger' })).toBeTruthy();
    expect(within(group).getByRole('textbox', { name: 'First name' })).toBeTruthy();
    expect(within(group).getByRole('textbox', { name: 'Notes' })).toBeTruthy();
    expect(screen.getAllByRole('button').map((b) => b.textContent)).toEqual(['Delete', 'Cancel', 'Save']);
  });
});

describe('Card', () => {
  it('is a labelled section when titled', () => {
    render(<Card title="Balance" actions={<Button size="sm">Export</Button>} footer="Updated now">S/ 120.00</Card>);
    const section = screen.getByRole('region', { name: 'Balance' });
    expect(within(section).getByText('S/ 120.00')).toBeTruthy();
    expect(within(section).getByRole('button', { name: 'Export' })).toBeTruthy();
    expect(within(section).getByText('Updated now')).toBeTruthy();
  });

  it('is a plain panel without a title', () => {
    render(<Card>Body only</Card>);
    expect(screen.queryByRole('region')).toBeNull();
    expect(screen.getByText('Body only')).toBeTruthy();
  });
});

describe('EmptyState', () => {
  it('shows title, description and action', () => {
    render(<EmptyState title="No reservations" description="Reservations you create appear here."
      action={<Button>New reservation</Button>} />);
    expect(screen.getByText('No reservations')).toBeTruthy();
    expect(screen.getByText('Reservations you create appear here.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'New reservation' })).toBeTruthy();
  });
});
