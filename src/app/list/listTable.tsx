import type { ReactNode } from 'react';
import { PAGE_SIZES, type ListParams, type ListSort } from '../listParams';
import { Button } from '../../ui/Button';
import { EmptyState } from '../../ui/EmptyState';
import { adminMessages } from './adminMessages';
import { useAdminTexts } from './useAdminTexts';

/** What a list route hands its table for paging: the address's page and page size, and how to change them. */
export interface PagedListControls {
  params: ListParams;
  onPageChange: (page: number) => void;
  onPageSizeChange: (size: number) => void;
  /** Sorting by the column headers, for the lists that sort. */
  onSortChange?: (sort: ListSort) => void;
}

/** A sortable list of records that each open at an address, with a button to make a new one. */
export interface ListTableControls extends PagedListControls {
  onSortChange: (sort: ListSort) => void;
  /** The address of a record: each row is a real link to it (middle-click, new tab, copy address). */
  hrefOf: (id: string) => string;
  onCreate: () => void;
}

/**
 * The DataTable props every list's table sets the same way: the address's sort (when the list sorts), the loading
 * state and its words, and the pager with the page sizes and its words.
 */
export function useListTableProps({ params, onPageChange, onPageSizeChange, onSortChange }: PagedListControls, count: number, isLoading: boolean) {
  const { t, pagination } = useAdminTexts();
  return {
    ...(onSortChange ? { sortDescriptor: params.sort, onSortChange } : {}),
    isLoading,
    loadingLabel: t(adminMessages.loadingList),
    pagination: {
      page: params.page, pageSize: params.pageSize, totalCount: count, onPageChange, onPageSizeChange,
      pageSizeOptions: PAGE_SIZES, ...pagination,
    },
  };
}

/** What a list with no records says: what it holds, and the words of the button that makes the first one. */
export interface EmptyListTexts { title: string; description: string; createLabel: ReactNode }

/**
 * The DataTable props of a sortable list of records that each open at an address: those of useListTableProps, each
 * row a link to its record, and the empty list's words with the button that makes the first one.
 */
export function useRecordTableProps(
  { hrefOf, onCreate, ...paging }: ListTableControls, count: number, isLoading: boolean, empty: EmptyListTexts,
) {
  return {
    ...useListTableProps(paging, count, isLoading),
    rowHref: (row: { id: string | number }) => hrefOf(String(row.id)),
    emptyLabel: <EmptyListWithCreate {...empty} onCreate={onCreate} />,
  };
}

/** A list with no records: what it holds and a button to make the first one. */
export function EmptyListWithCreate({ title, description, createLabel, onCreate }: {
  title: string; description: string; createLabel: ReactNode; onCreate: () => void;
}) {
  return (
    <EmptyState title={title} description={description}
      action={<Button variant="secondary" onPress={onCreate}>{createLabel}</Button>} />
  );
}
