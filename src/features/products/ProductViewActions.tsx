import { useState } from 'react';
import { graphql, useFragment } from 'react-relay';
import { useLocation } from 'wouter';
import type { ProductViewActions_product$key } from '../../__generated__/ProductViewActions_product.graphql';
import { commitAsync } from '../../app/graphqlErrors';
import { adminMessages } from '../../app/list/adminMessages';
import { Button } from '../../ui/Button';
import { AuditHistoryButton } from '../../app/audit/AuditHistoryButton';
import { ConfirmDialog } from '../../ui/ConfirmDialog';
import { toast } from '../../ui/toastQueue';
import { productMessages as m } from './messages';
import { useProductDeleteOrDisableMutation } from './mutations/useProductDeleteOrDisableMutation';
import { useProductStatusMutation } from './mutations/useProductStatusMutation';
import { useProductTexts } from './useProductTexts';

/**
 * The product view's actions: Edit (the basic information), Delete or disable and, for a disabled product, Enable.
 * The server decides between deleting and disabling; the dialog says beforehand which it will be (isReferenced).
 */
export function ProductViewActions({ product }: { product: ProductViewActions_product$key }) {
  const { t, failureWithReason } = useProductTexts();
  const [, navigate] = useLocation();
  const data = useFragment(
    graphql`
      fragment ProductViewActions_product on Product {
        idProduct
        code
        name
        idStatus
        isReferenced
      }
    `,
    product,
  );
  const [confirm, setConfirm] = useState<'delete' | 'enable' | null>(null);
  const [deleteOrDisable] = useProductDeleteOrDisableMutation();
  const [setStatus] = useProductStatusMutation();
  const inactive = data.idStatus === 'INACTIVE';

  const runDeleteOrDisable = async () => {
    try {
      const response = await commitAsync(deleteOrDisable, { variables: { idProduct: data.idProduct } });
      if (response.deleteOrDisableProduct.outcome === 'DELETED') {
        toast.success(t(m.deletedOutcome));
        navigate('/products');
      } else {
        toast.success(t(m.disabledOutcome));
      }
    } catch (error) {
      toast.error(failureWithReason(t(m.deleteFailed), error));
    }
  };
  const runEnable = async () => {
    try {
      await commitAsync(setStatus, { variables: { idProduct: data.idProduct, idStatus: 'ACTIVE' } });
      toast.success(t(m.enabled));
    } catch (error) {
      toast.error(failureWithReason(t(m.enableFailed), error));
    }
  };

  return (
    <>
      <Button variant="secondary" onPress={() => navigate(`/products/${data.idProduct}/edit`)}>{t(adminMessages.edit)}</Button>
      <AuditHistoryButton recordType="PRODUCT" id={data.idProduct} label={`${data.code} ${data.name}`} />
      {inactive && <Button variant="accent" onPress={() => setConfirm('enable')}>{t(m.enable)}</Button>}
      <Button variant="danger" onPress={() => setConfirm('delete')}>{t(m.deleteOrDisable)}</Button>
      <ConfirmDialog
        isOpen={confirm === 'delete'}
        onOpenChange={(open) => setConfirm(open ? 'delete' : null)}
        title={t(m.deleteOrDisableTitle, { name: data.name })}
        message={t(data.isReferenced ? m.deleteConfirmUsed : m.deleteConfirmUnused, { name: data.name })}
        confirmLabel={t(m.deleteOrDisable)}
        cancelLabel={t(adminMessages.cancel)}
        pendingLabel={t(adminMessages.working)}
        variant="danger"
        onConfirm={runDeleteOrDisable}
      />
      <ConfirmDialog
        isOpen={confirm === 'enable'}
        onOpenChange={(open) => setConfirm(open ? 'enable' : null)}
        title={t(m.enableTitle, { name: data.name })}
        message={t(m.enableConfirm, { name: data.name })}
        confirmLabel={t(m.enable)}
        cancelLabel={t(adminMessages.cancel)}
        pendingLabel={t(adminMessages.working)}
        onConfirm={runEnable}
      />
    </>
  );
}
