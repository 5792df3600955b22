import { genreTypes } from '@reelhouse/contracts/catalogue-values';
import { termListQuerySchema, type AdminTerm, type TermKind } from '@reelhouse/contracts/terms-admin';
import { GitMerge, Pencil, Plus, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router';
import { ConfirmDialog } from '../../../shared/ui/confirm-dialog';
import { useAdminTerms, useDeleteTerm } from '../api/catalogue-terms-queries';
import type { ConsoleColumn } from '../components/data-table';
import { PagedTable } from '../components/paged-table';
import { FilterSelect, SearchBox } from '../components/list-filters';
import { useToast } from '../components/toasts';
import { useTermName } from './term-name';
import { useListQuery } from '../components/use-list-query';
import { AdminPage } from '../layout/admin-page';
import { MergeDialog } from './merge-dialog';
import { TermDialog } from './term-dialog';
import { TermUsageList } from './term-usage';
import './terms-page.css';

type Open = { dialog: 'add' } | { dialog: 'edit' | 'merge' | 'delete'; term: AdminTerm } | null;

/** `/admin/terms/genres` and `/admin/terms/tags`: one vocabulary's list, with adding, renaming, merging and deleting. */
export function TermsPage({ kind }: { kind: TermKind }) {
  const { t } = useTranslation('admin');
  const [query, update] = useListQuery(termListQuerySchema);
  const terms = useAdminTerms(kind, query);
  const [open, setOpen] = useState<Open>(null);
  const close = () => setOpen(null);
  const nameOf = useTermName();

  const columns: ConsoleColumn<AdminTerm>[] = [
    {
      id: 'name',
      header: t('terms.columns.name'),
      cell: ({ row }) => (
        <div>
          <span className="admin-title-cell__name" dir="auto">
            {nameOf(row.original)}
          </span>
          <span className="admin-title-cell__slug">{row.original.slug}</span>
          {row.original.missingLanguages.length > 0 && (
            <span className="admin-title-cell__missing">
              {t('titles.missingLanguages', { languages: row.original.missingLanguages.join(', ') })}
            </span>
          )}
        </div>
      ),
    },
    ...(kind === 'genres'
      ? [
          {
            id: 'type',
            header: t('terms.type'),
            enableSorting: false,
            cell: ({ row }) => (row.original.type ? t(`terms.types.${row.original.type}`) : '—'),
          } satisfies ConsoleColumn<AdminTerm>,
        ]
      : []),
    {
      id: 'titles',
      header: t('terms.columns.titles'),
      cell: ({ row }) => row.original.titles,
    },
    {
      id: 'rails',
      header: t('terms.columns.rails'),
      enableSorting: false,
      cell: ({ row }) => row.original.rails,
    },
    {
      id: 'actions',
      header: t('terms.columns.actions'),
      enableSorting: false,
      cell: ({ row }) => {
        const name = nameOf(row.original);
        return (
          <div className="term-actions">
            <button
              type="button"
              className="btn btn-sm btn-outline-light"
              aria-label={t('terms.edit', { name })}
              onClick={() => setOpen({ dialog: 'edit', term: row.original })}
            >
              <Pencil aria-hidden size={14} />
            </button>
            <button
              type="button"
              className="btn btn-sm btn-outline-light"
              aria-label={t('terms.merge', { name })}
              onClick={() => setOpen({ dialog: 'merge', term: row.original })}
            >
              <GitMerge aria-hidden size={14} />
            </button>
            <button
              type="button"
              className="btn btn-sm btn-outline-danger"
              aria-label={t('terms.delete', { name })}
              onClick={() => setOpen({ dialog: 'delete', term: row.original })}
            >
              <Trash2 aria-hidden size={14} />
            </button>
          </div>
        );
      },
    },
  ];

  return (
    <AdminPage
      title={t('nav.terms')}
      actions={
        <button type="button" className="btn btn-accent" onClick={() => setOpen({ dialog: 'add' })}>
          <Plus aria-hidden size={16} />
          {t(`terms.${kind}.add`)}
        </button>
      }
    >
      <nav className="admin-tabs" aria-label={t('nav.terms')}>
        <NavLink to="/admin/terms/genres">{t('terms.genres.heading')}</NavLink>
        <NavLink to="/admin/terms/tags">{t('terms.tags.heading')}</NavLink>
      </nav>
      <div className="admin-filters">
        <SearchBox
          label={t(`terms.${kind}.search`)}
          hint={t('terms.searchHint')}
          value={query.q ?? ''}
          onSearch={(q) => update({ q }, { replace: true })}
        />
        {kind === 'genres' && (
          <FilterSelect
            label={t('terms.type')}
            value={query.type}
            options={genreTypes.map((type) => [type, t(`terms.types.${type}`)])}
            onChange={(type) => update({ type })}
          />
        )}
      </div>
      <PagedTable
        result={terms}
        query={query}
        update={update}
        caption={t(`terms.${kind}.heading`)}
        columns={columns}
        rowKey={(term) => term.slug}
        ascendingFirst={['name']}
        empty={<p>{query.q || query.type ? t('terms.empty') : t(`terms.${kind}.emptyAll`)}</p>}
      />
      {open?.dialog === 'add' && <TermDialog kind={kind} onClose={close} />}
      {open?.dialog === 'edit' && <TermDialog kind={kind} term={open.term} onClose={close} />}
      {open?.dialog === 'merge' && <MergeDialog kind={kind} term={open.term} onClose={close} />}
      {open?.dialog === 'delete' && <DeleteTerm kind={kind} term={open.term} onClose={close} />}
    </AdminPage>
  );
}

/** "Are You Sure?", saying first which titles lose the term and which rails go with it. */
function DeleteTerm({ kind, term, onClose }: { kind: TermKind; term: AdminTerm; onClose: () => void }) {
  const { t } = useTranslation('admin');
  const toast = useToast();
  const remove = useDeleteTerm(kind);
  const nameOf = useTermName();
  return (
    <ConfirmDialog
      open
      stage="confirm"
      busy={remove.isPending}
      details={
        <>
          <TermUsageList kind={kind} slug={term.slug} />
          <p>{t('terms.deleteWarning')}</p>
        </>
      }
      onClose={onClose}
      onConfirm={() =>
        remove.mutate(term.slug, {
          onSuccess: () => {
            toast.success(t('terms.deleted', { name: nameOf(term) }));
            onClose();
          },
          onError: () => {
            toast.error(t('editor.failed'));
            onClose();
          },
        })
      }
    />
  );
}
