import type { AdminRail, CuratedTitle, Curation } from '@reelhouse/contracts/curation-admin';
import { Pencil, Plus, Trash2, X } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { useContentLanguage } from '../../../shared/i18n/content-language';
import { LoadError } from '../../../shared/ui/load-error';
import { PageLoading } from '../../../shared/ui/page-loading';
import { ResponsiveImage } from '../../../shared/ui/responsive-image';
import { useCuration, useDeleteRail, useOrderRails, useSetSlider } from '../api/curation-queries';
import { ConfirmDelete } from '../components/confirm-delete';
import { SortableList } from '../components/sortable-list';
import { useToast } from '../components/toasts';
import { AdminPage } from '../layout/admin-page';
import { RailDialog } from './rail-dialog';
import { TitlePicker } from './title-picker';
import './curation-page.css';

/** The pages whose banner and rails operators arrange (the banner placement is the site-wide one). */
const pages: readonly Curation['placement'][] = ['home', 'movies', 'tv', 'videos'];

/**
 * A page as viewers will see it, arranged: its banner's titles and its rails, each put in order by
 * dragging (or the keyboard), every change saved at once and seen by viewers.
 */
export function CurationPage() {
  const { t } = useTranslation('admin');
  const [params, setParams] = useSearchParams();
  const placement = pages.find((page) => page === params.get('placement')) ?? 'home';
  const curation = useCuration(placement);
  return (
    <AdminPage title={t('curation.heading')}>
      <nav className="admin-tabs" aria-label={t('curation.pages')}>
        {pages.map((page) => (
          <Link
            key={page}
            to={`?placement=${page}`}
            aria-current={page === placement ? 'page' : undefined}
            onClick={(event) => {
              event.preventDefault();
              setParams({ placement: page });
            }}
          >
            {t(`curation.page.${page}`)}
          </Link>
        ))}
      </nav>
      {curation.isPending ? (
        <PageLoading />
      ) : curation.isError || !curation.data ? (
        <LoadError onRetry={() => void curation.refetch()} />
      ) : (
        <>
          <BannerSection placement={placement} titles={curation.data.slider} />
          <RailsSection placement={placement} rails={curation.data.rails} />
        </>
      )}
    </AdminPage>
  );
}

function TitleLine({ title, onRemove }: { title: CuratedTitle; onRemove?: () => void }) {
  const { t } = useTranslation('admin');
  return (
    <>
      <span className="curation-poster">
        {title.poster && <ResponsiveImage image={title.poster} alt="" sizes="32px" />}
      </span>
      <span className="curation-line__name" dir="auto">
        {title.name}
      </span>
      {onRemove && (
        <button
          type="button"
          className="btn btn-sm btn-outline-light curation-line__end"
          aria-label={t('curation.remove', { title: title.name })}
          onClick={onRemove}
        >
          <X aria-hidden size={14} />
        </button>
      )}
    </>
  );
}

function BannerSection({ placement, titles }: { placement: Curation['placement']; titles: CuratedTitle[] }) {
  const { t } = useTranslation('admin');
  const toast = useToast();
  const save = useSetSlider(placement);
  const set = (slugs: string[]) =>
    save.mutate(slugs, {
      onSuccess: () => toast.success(t('curation.saved')),
      onError: () => toast.error(t('editor.failed')),
    });
  const slugs = titles.map((title) => title.slug);
  return (
    <section className="admin-card" aria-labelledby="curation-banner">
      <h2 id="curation-banner">{t('curation.banner')}</h2>
      {titles.length === 0 ? (
        <p className="text-muted-rh">{t('curation.bannerEmpty')}</p>
      ) : (
        <SortableList
          label={t('curation.banner')}
          items={titles.map((title) => ({
            id: title.slug,
            label: title.name,
            content: <TitleLine title={title} onRemove={() => set(slugs.filter((slug) => slug !== title.slug))} />,
          }))}
          onReorder={(order) => set(order.map(String))}
        />
      )}
      <TitlePicker chosen={slugs} onPick={(title) => set([...slugs, title.slug])} />
    </section>
  );
}

function RailsSection({ placement, rails }: { placement: Curation['placement']; rails: AdminRail[] }) {
  const { t } = useTranslation('admin');
  const toast = useToast();
  const lang = useContentLanguage();
  const order = useOrderRails(placement);
  const remove = useDeleteRail(placement);
  const [editing, setEditing] = useState<AdminRail | 'new' | null>(null);
  const [removing, setRemoving] = useState<AdminRail | null>(null);
  const nameOf = (rail: AdminRail) => rail.names[lang] ?? rail.names.en ?? rail.slug;
  return (
    <section className="admin-card" aria-labelledby="curation-rails">
      <div className="admin-card__head">
        <h2 id="curation-rails">{t('curation.rails')}</h2>
        <button type="button" className="btn btn-sm btn-accent" onClick={() => setEditing('new')}>
          <Plus aria-hidden size={16} />
          {t('curation.addRail')}
        </button>
      </div>
      {rails.length === 0 ? (
        <p className="text-muted-rh">{t('curation.railsEmpty')}</p>
      ) : (
        <SortableList
          label={t('curation.rails')}
          items={rails.map((rail) => ({
            id: rail.id,
            label: nameOf(rail),
            content: (
              <>
                <span className="curation-line__name" dir="auto">
                  {nameOf(rail)}
                </span>
                <span className="text-muted-rh curation-line__rule">
                  {t(`curation.rules.${rail.rule}`)} · {t('curation.sizeShort', { count: rail.size })}
                </span>
                <span className="curation-line__end">
                  <button
                    type="button"
                    className="btn btn-sm btn-outline-light"
                    aria-label={t('curation.editRail', { rail: nameOf(rail) })}
                    onClick={() => setEditing(rail)}
                  >
                    <Pencil aria-hidden size={14} />
                  </button>
                  <button
                    type="button"
                    className="btn btn-sm btn-outline-danger"
                    aria-label={t('curation.deleteRail', { rail: nameOf(rail) })}
                    onClick={() => setRemoving(rail)}
                  >
                    <Trash2 aria-hidden size={14} />
                  </button>
                </span>
              </>
            ),
          }))}
          onReorder={(ids) =>
            order.mutate(ids.map(Number), {
              onSuccess: () => toast.success(t('curation.saved')),
              onError: () => toast.error(t('editor.failed')),
            })
          }
        />
      )}
      {editing && (
        <RailDialog
          placement={placement}
          rail={editing === 'new' ? undefined : editing}
          onClose={() => setEditing(null)}
        />
      )}
      <ConfirmDelete
        item={removing}
        keyOf={(rail) => rail.id}
        remove={remove}
        deleted={(rail) => t('curation.railDeleted', { rail: nameOf(rail) })}
        onClose={() => setRemoving(null)}
      />
    </section>
  );
}
