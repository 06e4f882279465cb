import { useLocation } from 'wouter';
import { Button } from '../../ui/Button';
import { Card } from '../../ui/Card';
import { EmptyState } from '../../ui/EmptyState';
import { adminMessages } from './adminMessages';
import { useAdminTexts } from './useAdminTexts';

/** An edit screen whose record is gone or lies outside the caller's OU. */
export function MissingRecord({ listHref }: { listHref: string }) {
  const { t } = useAdminTexts();
  const [, navigate] = useLocation();
  return (
    <Card>
      <EmptyState title={t(adminMessages.notFound)}
        action={<Button variant="secondary" onPress={() => navigate(listHref)}>{t(adminMessages.back)}</Button>} />
    </Card>
  );
}
