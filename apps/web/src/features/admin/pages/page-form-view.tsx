import type { AdminContentPage } from '@reelhouse/contracts/content-pages';
import { htmlLangOf, rightToLeftLanguages } from '@reelhouse/contracts/locales';
import { ArrowDown, ArrowUp, Plus, Save, Trash2 } from 'lucide-react';
import { useDeferredValue } from 'react';
import { useFieldArray } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { TextAreaField, TextField } from '../../../shared/forms/text-field';
import { useZodForm } from '../../../shared/forms/use-zod-form';
import { useSavePage } from '../api/pages-queries';
import { useToast } from '../components/toasts';
import { PagePreview } from './page-preview';
import { pageFormSchema, pageInputOf, pageValues, type PageFormValues } from './page-form';
import '../titles/title-editor.css';
import './pages.css';

/** The page's title, introduction and sections, written in the page's language, previewed as the site shows it. */
export function PageForm({ page }: { page: AdminContentPage }) {
  const { t } = useTranslation('admin');
  const toast = useToast();
  const save = useSavePage(page.key);
  const form = useZodForm(pageFormSchema, {
    defaultValues: pageValues(page),
    errorText: (key) => t(key, { defaultValue: t('fieldErrors.invalid') }),
  });
  const sections = useFieldArray({ control: form.control, name: 'sections' });
  // The preview follows typing a moment behind, so typing itself never waits for it.
  const preview = useDeferredValue(pageInputOf(form.watch() as PageFormValues));
  const dir = rightToLeftLanguages.has(page.lang) ? 'rtl' : 'ltr';
  const htmlLang = htmlLangOf[page.lang];
  const text = { dir, lang: htmlLang } as const;

  const onSubmit = form.handleSubmit((input) =>
    save.mutate(input, {
      onSuccess: (saved) => {
        form.reset(pageValues(saved));
        toast.success(t('editor.saved'));
      },
      onError: (error) => {
        if (!form.showServerProblems(error)) toast.error(t('editor.failed'));
      },
    }),
  );

  return (
    <div className="page-editor">
      <form className="title-form page-editor__form" onSubmit={onSubmit} noValidate>
        <section className="admin-card" aria-labelledby="page-head">
          <h2 id="page-head">{t('pages.head')}</h2>
          <TextField
            id="page-title"
            label={t('pages.fields.title')}
            maxLength={200}
            {...text}
            {...form.field('title')}
          />
          <TextAreaField
            id="page-intro"
            label={t('pages.fields.intro')}
            rows={3}
            maxLength={2000}
            wrapperClassName="mt-3"
            {...text}
            {...form.field('intro')}
          />
        </section>
        <section className="admin-card" aria-labelledby="page-sections">
          <h2 id="page-sections">{t(page.key === 'faq' ? 'pages.questions' : 'pages.sections')}</h2>
          <ol className="page-editor__sections">
            {sections.fields.map((field, index) => {
              const number = index + 1;
              return (
                <li key={field.id} className="page-editor__section">
                  <fieldset>
                    <legend className="page-editor__legend">
                      {t(page.key === 'faq' ? 'pages.question' : 'pages.section', { number })}
                    </legend>
                    <TextField
                      id={`page-section-${index}-title`}
                      label={t(page.key === 'faq' ? 'pages.fields.question' : 'pages.fields.sectionTitle')}
                      maxLength={300}
                      {...text}
                      {...form.field(`sections.${index}.title`)}
                    />
                    <TextAreaField
                      id={`page-section-${index}-paragraphs`}
                      label={t(page.key === 'faq' ? 'pages.fields.answer' : 'pages.fields.paragraphs')}
                      hint={t('pages.paragraphsHint')}
                      rows={5}
                      wrapperClassName="mt-2"
                      {...text}
                      {...form.field(`sections.${index}.paragraphs`)}
                    />
                    <div className="page-editor__section-actions">
                      <button
                        type="button"
                        className="btn btn-sm btn-outline-light"
                        disabled={index === 0}
                        aria-label={t('pages.moveUp', { number })}
                        onClick={() => sections.move(index, index - 1)}
                      >
                        <ArrowUp aria-hidden size={16} />
                      </button>
                      <button
                        type="button"
                        className="btn btn-sm btn-outline-light"
                        disabled={index === sections.fields.length - 1}
                        aria-label={t('pages.moveDown', { number })}
                        onClick={() => sections.move(index, index + 1)}
                      >
                        <ArrowDown aria-hidden size={16} />
                      </button>
                      <button
                        type="button"
                        className="btn btn-sm btn-outline-danger"
                        disabled={sections.fields.length === 1}
                        aria-label={t('pages.remove', { number })}
                        onClick={() => sections.remove(index)}
                      >
                        <Trash2 aria-hidden size={16} />
                      </button>
                    </div>
                  </fieldset>
                </li>
              );
            })}
          </ol>
          <button
            type="button"
            className="btn btn-outline-light"
            onClick={() => sections.append({ title: '', paragraphs: '' }, { shouldFocus: true })}
          >
            <Plus aria-hidden size={16} /> {t(page.key === 'faq' ? 'pages.addQuestion' : 'pages.addSection')}
          </button>
        </section>
        <div className="title-form__actions">
          {form.formState.isDirty && !save.isPending && (
            <span className="title-form__unsaved">{t('editor.unsaved')}</span>
          )}
          <button type="submit" className="btn btn-accent" disabled={save.isPending}>
            <Save aria-hidden size={16} />
            {save.isPending ? t('editor.saving') : t('editor.save')}
          </button>
        </div>
      </form>
      <PagePreview pageKey={page.key} page={preview} />
    </div>
  );
}
