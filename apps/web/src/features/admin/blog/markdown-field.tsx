import { useTranslation } from 'react-i18next';
import { TextAreaField } from '../../../shared/forms/text-field';
import type { RegisteredField } from '../../../shared/forms/use-zod-form';
import { useDebouncedValue } from '../../../shared/hooks/use-debounced-value';
import { PostBody } from '../../blog';
import { usePostPreview } from '../api/blog-queries';

/**
 * A post's Markdown beside its live preview: what the site will show, rendered by the site's own
 * renderer on the server a moment after typing stops, in the text's language and direction.
 */
export function MarkdownField({
  id,
  label,
  value,
  dir,
  lang,
  field,
}: {
  id: string;
  label: string;
  value: string;
  dir: 'ltr' | 'rtl';
  lang: string;
  field: RegisteredField;
}) {
  const { t } = useTranslation('admin');
  const settled = useDebouncedValue(value, 400);
  const preview = usePostPreview(settled);
  return (
    <div className="markdown-field">
      <TextAreaField
        id={id}
        label={label}
        hint={t('blog.markdownHint')}
        rows={16}
        dir={dir}
        lang={lang}
        className="markdown-field__source"
        {...field}
      />
      <div className="markdown-field__preview">
        <h3 id={`${id}-preview`} className="form-label">
          {t('blog.preview')}
        </h3>
        {/* It scrolls on its own, so it is a region the keyboard can reach. */}
        <div
          dir={dir}
          lang={lang}
          className="markdown-field__page"
          role="region"
          aria-labelledby={`${id}-preview`}
          aria-busy={preview.isFetching}
          tabIndex={0}
        >
          {preview.data ? <PostBody html={preview.data.html} /> : <p className="text-muted-rh">{t('table.loading')}</p>}
        </div>
      </div>
    </div>
  );
}
