import type { AdminTitle } from '@reelhouse/contracts/catalogue-admin';
import { isPublicTitleStatus } from '@reelhouse/contracts/catalogue-values';
import { titlePath, titlePreviewPath } from '@reelhouse/contracts/web-routes';
import { ExternalLink, Save, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { formFailure } from '../../../shared/forms/field-problems';
import { useZodForm } from '../../../shared/forms/use-zod-form';
import { ConfirmDialog } from '../../../shared/ui/confirm-dialog';
import { useCreateTitle, useDeleteTitle, useUpdateTitle } from '../api/admin-queries';
import { useToast } from '../components/toasts';
import { newTitleSchema, titleChangesSchema, titleValues, type TitleFormValues } from './title-form';
import { TitleDetailsFields } from './title-details-fields';
import { VideoPanel } from '../media/video-panel';
import { SeasonsEditor } from './seasons-editor';
import { TitleArtwork } from './title-artwork';
import { TitleAwards, TitleLinks } from './title-awards-links';
import { TitleCredits } from './title-credits';
import { TitleHistory } from './title-history';
import { TitlePublishingFields } from './title-publishing-fields';
import { TitleTextsTabs } from './title-texts-tabs';

/**
 * A title's form: texts per language, details, publishing; saved in one request, with every
 * problem the server names shown beside its field. An existing title also shows its history and
 * can be deleted (after "Are You Sure?").
 */
export function TitleForm({ initial, saved }: { initial: TitleFormValues; saved?: AdminTitle }) {
  const { t } = useTranslation('admin');
  const navigate = useNavigate();
  const toast = useToast();
  const creating = saved === undefined;
  const form = useZodForm(creating ? newTitleSchema : titleChangesSchema, {
    defaultValues: initial,
    errorText: (key) => t(key, { defaultValue: t('fieldErrors.invalid') }),
  });
  const create = useCreateTitle();
  const update = useUpdateTitle(saved?.slug ?? '');
  const remove = useDeleteTitle();
  const [asking, setAsking] = useState(false);
  const saving = create.isPending || update.isPending;
  const failure = formFailure(create.error ?? update.error);

  const onSubmit = form.handleSubmit((input) => {
    const done = (title: AdminTitle) => {
      form.reset(titleValues(title));
      toast.success(t(creating ? 'editor.created' : 'editor.saved'));
      if (title.slug !== saved?.slug) void navigate(`/admin/titles/${title.slug}`, { replace: !creating });
    };
    const onError = (error: unknown) => {
      if (!form.showServerProblems(error)) toast.error(t('editor.failed'));
    };
    if (creating) create.mutate(input as Parameters<typeof create.mutate>[0], { onSuccess: done, onError });
    else update.mutate(input, { onSuccess: done, onError });
  });

  return (
    <>
      <form className="title-form" onSubmit={onSubmit} noValidate>
        <section className="admin-card" aria-labelledby="title-texts">
          <h2 id="title-texts">{t('editor.sections.texts')}</h2>
          <TitleTextsTabs form={form} />
        </section>
        <section className="admin-card" aria-labelledby="title-details">
          <h2 id="title-details">{t('editor.sections.details')}</h2>
          <TitleDetailsFields form={form} kindFixed={!creating} />
        </section>
        <section className="admin-card" aria-labelledby="title-publishing">
          <h2 id="title-publishing">{t('editor.sections.publishing')}</h2>
          <TitlePublishingFields form={form} />
        </section>
        <div className="title-form__actions">
          {failure && <p role="alert">{t('editor.failed')}</p>}
          {form.formState.isDirty && !saving && <span className="title-form__unsaved">{t('editor.unsaved')}</span>}
          {saved && (
            // A public title opens where visitors find it; any other, in the preview of its page.
            <a
              className="btn btn-outline-light"
              href={
                isPublicTitleStatus(saved.status) ? titlePath(saved.kind, saved.slug) : titlePreviewPath(saved.slug)
              }
              target="_blank"
              rel="noreferrer"
            >
              <ExternalLink aria-hidden size={16} />
              {t(isPublicTitleStatus(saved.status) ? 'editor.openOnSite' : 'editor.previewOnSite')}
            </a>
          )}
          {saved && (
            <button type="button" className="btn btn-outline-danger" onClick={() => setAsking(true)}>
              <Trash2 aria-hidden size={16} />
              {t('editor.delete')}
            </button>
          )}
          <button type="submit" className="btn btn-accent" disabled={saving}>
            <Save aria-hidden size={16} />
            {saving ? t('editor.saving') : t(creating ? 'editor.create' : 'editor.save')}
          </button>
        </div>
      </form>
      {saved && <TitleArtwork title={saved} />}
      {saved && <TitleCredits title={saved} />}
      {saved && <TitleAwards title={saved} />}
      {saved && <TitleLinks title={saved} />}
      {saved && (saved.kind === 'series' || saved.kind === 'show') && <SeasonsEditor title={saved} />}
      {saved && (saved.kind === 'movie' || saved.kind === 'video') && (
        <section className="admin-card" aria-labelledby="title-video">
          <h2 id="title-video">{t('media.heading')}</h2>
          <VideoPanel
            target={{ title: saved.slug }}
            owner={{ slug: saved.slug }}
            video={saved.video}
            assetId={saved.assetId}
            nextAssetId={saved.nextAssetId}
          />
        </section>
      )}
      {saved && <TitleHistory slug={saved.slug} />}
      {saved && (
        <ConfirmDialog
          open={asking}
          stage="confirm"
          busy={remove.isPending}
          onClose={() => setAsking(false)}
          onConfirm={() =>
            remove.mutate(saved.slug, {
              onSuccess: () => {
                toast.success(t('editor.deleted'));
                void navigate('/admin/titles');
              },
              onError: () => {
                setAsking(false);
                toast.error(t('editor.failed'));
              },
            })
          }
        />
      )}
    </>
  );
}
