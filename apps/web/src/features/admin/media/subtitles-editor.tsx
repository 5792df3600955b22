import type { AdminPreview } from '@reelhouse/contracts/media-admin';
import { SUBTITLE_MAX_BYTES, subtitleLanguages, webVttProblem } from '@reelhouse/contracts/subtitles';
import { Trash2, Upload } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { FieldFrame } from '../../../shared/forms/text-field';
import { useZodForm } from '../../../shared/forms/use-zod-form';
import { ConfirmDialog } from '../../../shared/ui/confirm-dialog';
import { useRemoveSubtitles, useSaveSubtitles, type VideoOwner } from '../api/media-queries';
import { useToast } from '../components/toasts';
import { useLocaleTag } from '../../../shared/i18n/use-locale-tag';

/** One WebVTT file, checked as the server will check it before it is sent. */
const subtitleFormSchema = z.object({
  lang: z.enum(subtitleLanguages),
  file: z.any().superRefine(async (files: FileList | undefined, context) => {
    const file = files?.[0];
    if (!file || file.size > SUBTITLE_MAX_BYTES || webVttProblem(await file.text()) !== null)
      context.addIssue({ code: 'custom', message: 'choose a WebVTT file' });
  }),
});

/** A video's subtitles: one WebVTT file per language, added, replaced or removed. */
export function SubtitlesEditor({ owner, tracks }: { owner: VideoOwner; tracks: AdminPreview['subtitles'] }) {
  const { t } = useTranslation('admin');
  const toast = useToast();
  const save = useSaveSubtitles(owner);
  const remove = useRemoveSubtitles(owner);
  const [removing, setRemoving] = useState<string | null>(null);
  const names = new Intl.DisplayNames([useLocaleTag()], { type: 'language' });
  const form = useZodForm(subtitleFormSchema, {
    defaultValues: { lang: 'en', file: undefined },
    errorText: (key) => t(key, { defaultValue: t('fieldErrors.invalid') }),
  });
  const onSubmit = form.handleSubmit(({ lang, file }) =>
    save.mutate(
      { lang, file: (file as FileList)[0] as File },
      {
        onSuccess: () => {
          toast.success(t('subtitles.saved'));
          form.reset({ lang, file: undefined });
        },
        onError: () => toast.error(t('editor.failed')),
      },
    ),
  );
  const idPrefix = `subtitles-${'slug' in owner ? 'title' : owner.episodeId}`;
  return (
    <section className="subtitles-editor" aria-labelledby={`${idPrefix}-heading`}>
      <h4 id={`${idPrefix}-heading`}>{t('subtitles.heading')}</h4>
      {tracks.length === 0 ? (
        <p className="text-muted-rh">{t('subtitles.none')}</p>
      ) : (
        <ul className="subtitles-editor__list">
          {tracks.map((track) => (
            <li key={track.lang}>
              <span lang={track.lang}>{track.label}</span>
              <span className="text-muted-rh">{names.of(track.lang)}</span>
              <button
                type="button"
                className="btn btn-sm btn-outline-danger"
                aria-label={t('subtitles.remove', { language: names.of(track.lang) })}
                onClick={() => setRemoving(track.lang)}
              >
                <Trash2 aria-hidden size={14} />
              </button>
            </li>
          ))}
        </ul>
      )}
      <form className="subtitles-editor__form" noValidate onSubmit={(event) => void onSubmit(event)}>
        <FieldFrame id={`${idPrefix}-lang`} label={t('subtitles.language')} error={form.errorOf('lang')}>
          {(control) => (
            <select className="form-select" {...control} {...form.register('lang')}>
              {subtitleLanguages.map((lang) => (
                <option key={lang} value={lang}>
                  {names.of(lang)}
                </option>
              ))}
            </select>
          )}
        </FieldFrame>
        <FieldFrame
          id={`${idPrefix}-file`}
          label={t('subtitles.file')}
          hint={t('subtitles.fileHint')}
          error={form.errorOf('file')}
        >
          {(control) => (
            <input
              type="file"
              accept=".vtt,text/vtt"
              className="form-control"
              {...control}
              {...form.register('file')}
            />
          )}
        </FieldFrame>
        <button type="submit" className="btn btn-sm btn-accent" disabled={save.isPending}>
          <Upload aria-hidden size={14} />
          {t('subtitles.upload')}
        </button>
      </form>
      <ConfirmDialog
        open={removing !== null}
        stage="confirm"
        busy={remove.isPending}
        onClose={() => setRemoving(null)}
        onConfirm={() =>
          removing &&
          remove.mutate(removing, {
            onSuccess: () => {
              toast.success(t('subtitles.removed'));
              setRemoving(null);
            },
            onError: () => toast.error(t('editor.failed')),
          })
        }
      />
    </section>
  );
}
