import { useTranslation } from 'react-i18next';
import { TextAreaField, TextField } from '../../../shared/forms/text-field';
import { LanguageTabs } from '../components/language-tabs';
import type { TitleFields } from './title-form';

/** A title's name, tagline and description in each language. */
export function TitleTextsTabs({ form }: { form: TitleFields }) {
  const { t } = useTranslation('admin');
  const texts = form.watch('translations');
  return (
    <LanguageTabs
      idPrefix="title"
      label={t('editor.sections.texts')}
      missing={(lang) => !texts?.[lang]?.name?.trim()}
      wrong={(lang) => Boolean(form.formState.errors.translations?.[lang])}
    >
      {({ lang, dir, htmlLang }) => (
        <>
          <TextField
            id={`title-${lang}-name`}
            label={t('editor.texts.name')}
            dir={dir}
            lang={htmlLang}
            maxLength={200}
            {...form.field(`translations.${lang}.name`)}
          />
          <TextField
            id={`title-${lang}-tagline`}
            label={t('editor.texts.tagline')}
            dir={dir}
            lang={htmlLang}
            maxLength={300}
            wrapperClassName="mt-3"
            {...form.field(`translations.${lang}.tagline`)}
          />
          <TextAreaField
            id={`title-${lang}-description`}
            label={t('editor.texts.description')}
            dir={dir}
            lang={htmlLang}
            rows={5}
            maxLength={5000}
            wrapperClassName="mt-3"
            {...form.field(`translations.${lang}.description`)}
          />
        </>
      )}
    </LanguageTabs>
  );
}
