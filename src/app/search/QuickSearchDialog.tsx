import { Suspense, useEffect, useId, useImperativeHandle, useRef, useState, useTransition, type KeyboardEvent, type Ref } from 'react';
import { useIntl } from 'react-intl';
import { graphql, usePreloadedQuery, useQueryLoader, type PreloadedQuery } from 'react-relay';
import { useLocation } from 'wouter';
import type { QuickSearchDialogQuery } from '../../__generated__/QuickSearchDialogQuery.graphql';
import { Button } from '../../ui/Button';
import { Dialog } from '../../ui/Dialog';
import * as fieldStyles from '../../ui/Field.css';
import { InlineSpinner } from '../../ui/InlineSpinner';
import { ErrorBoundary } from '../pages/ErrorBoundary';
import { quickSearchMessages as m } from './messages';
import * as styles from './QuickSearch.css';

const query = graphql`
  query QuickSearchDialogQuery($text: String!) {
    quickSearch(text: $text, take: 5) {
      kinds
      hits { kind idRecord title subtitle detail href }
    }
  }
`;

/** Characters the server accepts (MAX.search): the box stops there instead of answering an error. */
export const QUICK_SEARCH_MAX = 120;
/** Typing pauses this long before the server is asked. */
export const QUICK_SEARCH_DELAY_MS = 250;

const KIND_LABELS = { RESERVATION: m.kindRESERVATION, CUSTOMER: m.kindCUSTOMER, PRODUCT: m.kindPRODUCT, PAYMENT: m.kindPAYMENT } as const;

/**
 * Ctrl+K: one box that finds reservations, customers, products and payments of the OU by code, name or document
 * number (Query.quickSearch searches only what the person may read). Arrow keys move through the hits, Enter opens
 * one, Escape closes and gives the focus back to where it was. The box and its list follow the ARIA combobox pattern
 * by hand: react-aria's Autocomplete would add its code to every page that has a text field.
 */
export function QuickSearchDialog({ isOpen, onOpenChange }: { isOpen: boolean; onOpenChange: (open: boolean) => void }) {
  const intl = useIntl();
  return (
    <Dialog isOpen={isOpen} onOpenChange={onOpenChange} title={intl.formatMessage(m.title)} size="md"
      closeLabel={intl.formatMessage(m.close)}>
      {isOpen && <QuickSearchPanel onOpen={() => onOpenChange(false)} />}
    </Dialog>
  );
}

interface ResultsHandle {
  move: (delta: number) => void;
  openActive: () => void;
}

function QuickSearchPanel({ onOpen }: { onOpen: () => void }) {
  const intl = useIntl();
  const [text, setText] = useState('');
  const [reference, loadQuery, disposeQuery] = useQueryLoader<QuickSearchDialogQuery>(query);
  const [isPending, startTransition] = useTransition();
  const [activeId, setActiveId] = useState<string | null>(null);
  const results = useRef<ResultsHandle>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const ids = { input: useId(), list: useId() };
  const [, navigate] = useLocation();
  useEffect(() => {
    return () => {
      clearTimeout(timer.current);
    };
  }, []);
  const search = (value: string) => {
    setText(value);
    clearTimeout(timer.current);
    const trimmed = value.trim();
    if (!trimmed) {
      disposeQuery();
      setActiveId(null);
      return;
    }
    // Debounced: the server is asked once typing pauses; the last results stay until the new ones arrive.
    timer.current = setTimeout(() => {
      startTransition(() => loadQuery({ text: trimmed }, { fetchPolicy: 'store-or-network' }));
    }, QUICK_SEARCH_DELAY_MS);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    const step = { ArrowDown: 1, ArrowUp: -1 }[event.key];
    if (step) {
      event.preventDefault();
      results.current?.move(step);
    } else if (event.key === 'Enter') {
      event.preventDefault();
      results.current?.openActive();
    }
  };
  const open = (href: string) => {
    onOpen();
    navigate(href);
  };
  const showing = Boolean(reference && text.trim());
  const waiting = isPending || Boolean(text.trim() && reference?.variables.text !== text.trim());
  return (
    <div className={styles.panel}>
      <div className={fieldStyles.field}>
        <label className={fieldStyles.label} htmlFor={ids.input}>{intl.formatMessage(m.inputLabel)}</label>
        <div className={styles.inputRow}>
          <input id={ids.input} className={fieldStyles.input} placeholder={intl.formatMessage(m.placeholder)} autoFocus
            value={text} onChange={(event) => search(event.target.value)} onKeyDown={onKeyDown} maxLength={QUICK_SEARCH_MAX}
            role="combobox" aria-autocomplete="list" aria-expanded={showing} aria-controls={showing ? ids.list : undefined}
            aria-activedescendant={showing && activeId ? activeId : undefined} autoComplete="off" spellCheck={false} />
          {waiting && <span className={styles.spinner}><InlineSpinner label={intl.formatMessage(m.searching)} muted /></span>}
        </div>
      </div>
      <ErrorBoundary resetKey={reference?.variables.text} fallback={(_error, retry) => (
        <div role="alert">
          <p className={styles.hint}>{intl.formatMessage(m.failed)}</p>
          <Button variant="secondary" onPress={() => {
            if (reference) loadQuery(reference.variables, { fetchPolicy: 'network-only' });
            retry();
          }}>{intl.formatMessage(m.retry)}</Button>
        </div>
      )}>
        <Suspense fallback={<p className={styles.hint} role="status">{intl.formatMessage(m.searching)}</p>}>
          {reference && showing
            ? <QuickSearchResults key={reference.variables.text} ref={results} reference={reference} listId={ids.list}
              onOpen={open} onActiveChange={setActiveId} />
            : <p className={styles.hint}>{intl.formatMessage(m.hint)}</p>}
        </Suspense>
      </ErrorBoundary>
    </div>
  );
}

function QuickSearchResults({ reference, listId, onOpen, onActiveChange, ref }: {
  reference: PreloadedQuery<QuickSearchDialogQuery>; listId: string; onOpen: (href: string) => void;
  onActiveChange: (id: string | null) => void; ref: Ref<ResultsHandle>;
}) {
  const intl = useIntl();
  const { quickSearch } = usePreloadedQuery<QuickSearchDialogQuery>(query, reference);
  // Grouped by kind in the server's order; the arrows walk the groups' hits as one list, starting on the first.
  const groups = quickSearch.kinds
    .map((kind) => ({ kind, hits: quickSearch.hits.filter((hit) => hit.kind === kind) }))
    .filter((group) => group.hits.length > 0);
  const hits = groups.flatMap((group) => group.hits);
  const [active, setActive] = useState(0);
  const optionId = (index: number) => `${listId}-${index}`;
  useImperativeHandle(ref, () => ({
    move: (delta) => setActive((at) => (hits.length ? (at + delta + hits.length) % hits.length : 0)),
    openActive: () => {
      if (hits[active]) onOpen(hits[active].href);
    },
  }), [hits, active, onOpen]);
  const activeOption = hits.length ? optionId(active) : null;
  useEffect(() => {
    // The box, outside this list, names the active option for assistive technology.
    onActiveChange(activeOption);
    // Optional call: jsdom (the render tests) has no scrollIntoView.
    document.getElementById(activeOption ?? '')?.scrollIntoView?.({ block: 'nearest' });
  }, [activeOption, onActiveChange]);
  const title = (hit: (typeof hits)[number]) =>
    (hit.kind === 'PAYMENT' ? intl.formatMessage(m.transaction, { number: hit.title }) : hit.title);
  if (!hits.length) {
    return <p className={styles.empty} role="status">{intl.formatMessage(m.noResults, { text: reference.variables.text })}</p>;
  }
  let index = -1;
  return (
    <div id={listId} role="listbox" aria-label={intl.formatMessage(m.results)} className={styles.listBox}>
      {groups.map((group) => (
        <div key={group.kind} role="group" aria-labelledby={`${listId}-${group.kind}`} className={styles.section}>
          <div id={`${listId}-${group.kind}`} role="presentation" className={styles.sectionHeader}>
            {Object.hasOwn(KIND_LABELS, group.kind) ? intl.formatMessage(KIND_LABELS[group.kind as keyof typeof KIND_LABELS]) : group.kind}
          </div>
          {group.hits.map((hit) => {
            index += 1;
            const at = index;
            const line = [hit.subtitle, hit.detail].filter(Boolean).join(' · ');
            return (
              // Pointer only: the keyboard stays in the box (aria-activedescendant), as the combobox pattern asks.
              <div key={hit.idRecord} id={optionId(at)} role="option" aria-selected={at === active}
                aria-labelledby={`${optionId(at)}-title`} aria-describedby={line ? `${optionId(at)}-line` : undefined}
                className={styles.item} data-focused={at === active || undefined}
                onMouseMove={() => setActive(at)} onClick={() => onOpen(hit.href)}>
                <span id={`${optionId(at)}-title`} className={styles.itemTitle}>{title(hit)}</span>
                {line && <span id={`${optionId(at)}-line`} className={styles.itemLine}>{line}</span>}
              </div>
            );
          })}
        </div>
      ))}
    </div>
  );
}
