import type { AdminPreview } from '@reelhouse/contracts/media-admin';
import { mediaMarkersSchema, type MediaMarkers } from '@reelhouse/contracts/playback';
import { Flag } from 'lucide-react';
import type { RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { TextField } from '../../../shared/forms/text-field';
import { useZodForm } from '../../../shared/forms/use-zod-form';
import { useSaveMarkers, type VideoOwner } from '../api/media-queries';
import { useToast } from '../components/toasts';

const markerNames = ['introStart', 'introEnd', 'creditsStart', 'previewStart'] as const;
type MarkerName = (typeof markerNames)[number];

/** Seconds as typed (up to a millisecond), or nothing for no marker. */
const secondsText = z
  .string()
  .trim()
  .regex(/^(\d{1,6}(\.\d{1,3})?)?$/);
const toSeconds = (text: string) => (text === '' ? null : Number(text));
/** The fields as text, read into the same markers the server checks (the intro's end after its start). */
const markersFormSchema = z
  .object({ introStart: secondsText, introEnd: secondsText, creditsStart: secondsText, previewStart: secondsText })
  .transform((fields): MediaMarkers => ({
    introStart: toSeconds(fields.introStart),
    introEnd: toSeconds(fields.introEnd),
    creditsStart: toSeconds(fields.creditsStart),
    previewStart: toSeconds(fields.previewStart),
  }))
  .pipe(mediaMarkersSchema);

const asText = (seconds: number | null) => (seconds === null ? '' : String(Math.round(seconds * 10) / 10));

/**
 * The intro and credits markers and where the muted preview starts, set by playing the video to
 * the moment and pressing the button (or typed in seconds): viewers are offered "Skip intro"
 * inside the intro and the next episode from the credits on; cards and the home banner play the
 * preview cut from its start (or just past the intro).
 */
export function MarkersForm({
  owner,
  markers,
  video,
}: {
  owner: VideoOwner;
  markers: AdminPreview['markers'];
  video: RefObject<HTMLVideoElement | null>;
}) {
  const { t } = useTranslation('admin');
  const toast = useToast();
  const save = useSaveMarkers(owner);
  const form = useZodForm(markersFormSchema, {
    defaultValues: {
      introStart: asText(markers.introStart),
      introEnd: asText(markers.introEnd),
      creditsStart: asText(markers.creditsStart),
      previewStart: asText(markers.previewStart),
    },
    errorText: (key) => t(key, { defaultValue: t('fieldErrors.invalid') }),
  });
  const markAtPlayhead = (name: MarkerName) => {
    const at = video.current?.currentTime ?? 0;
    form.setValue(name, asText(at), { shouldDirty: true, shouldValidate: form.formState.isSubmitted });
  };
  const onSubmit = form.handleSubmit((given) =>
    save.mutate(given, {
      onSuccess: () => {
        toast.success(t('markers.saved'));
        form.reset(form.getValues());
      },
      onError: (error) => {
        if (!form.showServerProblems(error)) toast.error(t('editor.failed'));
      },
    }),
  );
  const idOf = (name: MarkerName) => `markers-${'slug' in owner ? 'title' : owner.episodeId}-${name}`;
  return (
    <form className="markers-form" noValidate onSubmit={(event) => void onSubmit(event)}>
      <h4>{t('markers.heading')}</h4>
      <p className="form-text">{t('markers.hint')}</p>
      <div className="markers-form__fields">
        {markerNames.map((name) => (
          <div key={name} className="markers-form__field">
            <TextField id={idOf(name)} inputMode="decimal" label={t(`markers.${name}`)} {...form.field(name)} />
            <button type="button" className="btn btn-sm btn-outline-light" onClick={() => markAtPlayhead(name)}>
              <Flag aria-hidden size={14} />
              {t(`markers.mark.${name}`)}
            </button>
          </div>
        ))}
      </div>
      <button type="submit" className="btn btn-sm btn-accent" disabled={save.isPending}>
        {t('markers.save')}
      </button>
    </form>
  );
}
