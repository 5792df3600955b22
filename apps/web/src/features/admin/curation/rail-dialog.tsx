import { railRules, titleKinds } from '@reelhouse/contracts/catalogue-values';
import {
  missingRuleParam,
  railCreateSchema,
  railPatchSchema,
  type AdminRail,
  type CuratedTitle,
  type Curation,
  type RailPreview,
} from '@reelhouse/contracts/curation-admin';
import { languages, type Language } from '@reelhouse/contracts/locales';
import type { TitleKind } from '@reelhouse/contracts/catalogue';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { FieldFrame, TextField } from '../../../shared/forms/text-field';
import { useZodForm } from '../../../shared/forms/use-zod-form';
import { ResponsiveImage } from '../../../shared/ui/responsive-image';
import { useGenreChoices, useTagChoices } from '../api/admin-queries';
import { useCreateRail, useRailPreview, useUpdateRail } from '../api/curation-queries';
import { ChoiceGroup } from '../components/choice-group';
import { FormDialog } from '../components/form-dialog';
import { LanguageTabs } from '../components/language-tabs';
import { SortableList } from '../components/sortable-list';
import { useDebouncedValue } from '../../../shared/hooks/use-debounced-value';
import { TitlePicker } from './title-picker';
import { useFormOutcome } from '../components/use-form-outcome';

type Rule = (typeof railRules)[number];
interface RailFormValues {
  names: Record<Language, string>;
  rule: Rule;
  kinds: TitleKind[];
  days: string;
  genre: string;
  tag: string;
  size: string;
  titles: string[];
}

const valuesOf = (rail?: AdminRail): RailFormValues => ({
  names: Object.fromEntries(languages.map((lang) => [lang, rail?.names[lang] ?? ''])) as Record<Language, string>,
  rule: rail?.rule ?? 'latest',
  kinds: rail?.params.kinds ?? [],
  days: String(rail?.params.days ?? 7),
  genre: rail?.params.genre ?? '',
  tag: rail?.params.tag ?? '',
  size: String(rail?.size ?? 12),
  titles: rail?.titles.map((title) => title.slug) ?? [],
});

/** The rail the form describes, as the API takes it: only the settings its rule uses. */
function railOf(values: RailFormValues) {
  const params = {
    ...(values.kinds.length > 0 && { kinds: values.kinds }),
    ...(values.rule === 'most_watched' && { days: Number(values.days) }),
    ...(values.rule === 'genre' && values.genre && { genre: values.genre }),
    ...(values.rule === 'tag' && values.tag && { tag: values.tag }),
  };
  return {
    names: Object.fromEntries(
      languages.flatMap((lang) => (values.names[lang].trim() ? [[lang, values.names[lang].trim()]] : [])),
    ),
    rule: values.rule,
    params,
    size: Number(values.size),
    titles: values.rule === 'curated' ? values.titles : [],
  };
}

/** Adding a rail to a page, or changing one: names, rule, its settings, hand-picked titles, and what it will show. */
export function RailDialog({
  placement,
  rail,
  onClose,
}: {
  placement: Curation['placement'];
  rail?: AdminRail;
  onClose: () => void;
}) {
  const { t } = useTranslation('admin');
  const { t: tCatalogue } = useTranslation('catalogue');
  const adding = rail === undefined;
  const schema = adding
    ? z.preprocess((values: RailFormValues) => ({ placement, ...railOf(values) }), railCreateSchema)
    : z.preprocess(railOf, railPatchSchema);
  const form = useZodForm(schema, {
    defaultValues: valuesOf(rail),
    errorText: (key) => t(key, { defaultValue: t('fieldErrors.invalid') }),
  });
  const create = useCreateRail(placement);
  const update = useUpdateRail(placement);
  const termChoices = { genre: useGenreChoices(), tag: useTagChoices() };
  const values = form.watch();
  const [known, setKnown] = useState<Map<string, CuratedTitle>>(
    () => new Map(rail?.titles.map((title) => [title.slug, title])),
  );
  const preview = useRailPreview(useDebouncedValue(railPreviewOf(placement, values)));

  const outcome = useFormOutcome(form);
  const onSubmit = form.handleSubmit((input) => {
    const done = outcome(t('curation.saved'), onClose);
    if (adding) create.mutate(input as Parameters<typeof create.mutate>[0], done);
    else update.mutate({ id: rail.id, changes: input }, done);
  });

  return (
    <FormDialog
      open
      title={adding ? t('curation.addRail') : t('curation.editRail', { rail: rail.names.en ?? rail.slug })}
      submitLabel={adding ? t('curation.addRail') : t('editor.save')}
      busy={create.isPending || update.isPending}
      onSubmit={onSubmit}
      onClose={onClose}
    >
      <LanguageTabs
        idPrefix="rail"
        label={t('curation.railNames')}
        missing={(lang) => !values.names?.[lang]?.trim()}
        wrong={(lang) => Boolean(form.formState.errors.names?.[lang])}
      >
        {({ lang, dir, htmlLang }) => (
          <TextField
            id={`rail-${lang}-name`}
            label={t('editor.texts.name')}
            dir={dir}
            lang={htmlLang}
            maxLength={100}
            {...form.field(`names.${lang}`)}
          />
        )}
      </LanguageTabs>
      <div className="title-fields">
        <FieldFrame id="rail-rule" label={t('curation.rule')} error={form.errorOf('rule')}>
          {(control) => (
            <select className="form-select" {...control} {...form.register('rule')}>
              {railRules.map((rule) => (
                <option key={rule} value={rule}>
                  {t(`curation.rules.${rule}`)}
                </option>
              ))}
            </select>
          )}
        </FieldFrame>
        <TextField
          id="rail-size"
          type="number"
          inputMode="numeric"
          min={1}
          max={50}
          label={t('curation.size')}
          {...form.field('size')}
        />
        {values.rule === 'most_watched' && (
          <TextField
            id="rail-days"
            type="number"
            inputMode="numeric"
            min={1}
            max={365}
            label={t('curation.days')}
            {...form.field('days')}
          />
        )}
        {(values.rule === 'genre' || values.rule === 'tag') && (
          <FieldFrame
            id={`rail-${values.rule}`}
            label={t(values.rule === 'genre' ? 'editor.fields.genres' : 'editor.fields.tags')}
            error={form.errorOf(values.rule)}
          >
            {(control) => (
              <select className="form-select" {...control} {...form.register(values.rule as 'genre' | 'tag')}>
                <option value="">—</option>
                {termChoices[values.rule as 'genre' | 'tag'].map(([slug, name]) => (
                  <option key={slug} value={slug}>
                    {name}
                  </option>
                ))}
              </select>
            )}
          </FieldFrame>
        )}
        <ChoiceGroup
          legend={t('curation.kinds')}
          choices={titleKinds.map((kind) => [kind, tCatalogue(`kind.${kind}`)] as const)}
          registration={form.register('kinds')}
          error={form.errorOf('kinds')}
        />
      </div>
      {values.rule === 'curated' && (
        <div className="curation-curated">
          <h3>{t('curation.titles')}</h3>
          {values.titles.length > 0 && (
            <SortableList
              label={t('curation.titles')}
              items={values.titles.map((slug) => ({
                id: slug,
                label: known.get(slug)?.name ?? slug,
                content: (
                  <>
                    <span className="curation-line__name" dir="auto">
                      {known.get(slug)?.name ?? slug}
                    </span>
                    <button
                      type="button"
                      className="btn btn-sm btn-outline-light curation-line__end"
                      aria-label={t('curation.remove', { title: known.get(slug)?.name ?? slug })}
                      onClick={() =>
                        form.setValue(
                          'titles',
                          values.titles.filter((chosen) => chosen !== slug),
                          { shouldDirty: true },
                        )
                      }
                    >
                      ×
                    </button>
                  </>
                ),
              }))}
              onReorder={(order) => form.setValue('titles', order.map(String), { shouldDirty: true })}
            />
          )}
          <TitlePicker
            chosen={values.titles}
            onPick={(title) => {
              setKnown((map) => new Map(map).set(title.slug, title));
              form.setValue('titles', [...values.titles, title.slug], { shouldDirty: true });
            }}
          />
        </div>
      )}
      <div className="rail-preview" aria-live="polite">
        <h3>{t('curation.preview')}</h3>
        {preview.data?.items.length === 0 ? (
          <p className="text-muted-rh">{t('curation.previewEmpty')}</p>
        ) : (
          <ol className="rail-preview__items">
            {preview.data?.items.map((title) => (
              <li key={title.slug} title={title.name}>
                <span className="curation-poster curation-poster--large">
                  <ResponsiveImage
                    image={title.poster}
                    alt={title.name}
                    sizes="64px"
                    placeholder={{ seed: title.slug, text: title.name }}
                  />
                </span>
              </li>
            ))}
          </ol>
        )}
      </div>
    </FormDialog>
  );
}

/** What the preview asks for, or null while the settings cannot be previewed (a genre rail without its genre…). */
function railPreviewOf(placement: Curation['placement'], values: RailFormValues): RailPreview | null {
  const { rule, params, size, titles } = railOf(values);
  if (missingRuleParam(rule, params)) return null;
  if (!Number.isInteger(size) || size < 1 || size > 50) return null;
  return { placement, rule, params, size, titles };
}
