import type { AdminProduct } from '@reelhouse/contracts/shop-admin';
import { PRODUCT_FILE_MAX_BYTES, productFileTypeOf, productFileTypes } from '@reelhouse/contracts/shop-product-files';
import { FileDown, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { problemsOfError } from '../../../shared/forms/field-problems';
import { useAddProductFile, useRemoveProductFile } from '../api/products-queries';
import { ConfirmDelete } from '../components/confirm-delete';
import { FileUpload } from '../components/file-upload';
import { useToast } from '../components/toasts';
import { useByteFormat } from '../components/use-byte-format';

const extensions = Object.keys(productFileTypes);

/**
 * What a digital product's buyers download: each file with its size and how many paid orders hold
 * it, one removed after a confirmation (its buyers lose it), another uploaded (past buyers get it).
 */
export function ProductFiles({ product }: { product: AdminProduct }) {
  const { t } = useTranslation('admin');
  const toast = useToast();
  const bytes = useByteFormat();
  const [error, setError] = useState<string | null>(null);
  const [removing, setRemoving] = useState<AdminProduct['files'][number] | null>(null);
  const add = useAddProductFile(product.slug);
  const remove = useRemoveProductFile(product.slug);
  const megabytes = PRODUCT_FILE_MAX_BYTES / 1024 / 1024;

  const upload = (file: File) => {
    if (productFileTypeOf(file.name) === null) return setError(t('products.files.kindRefused'));
    if (file.size > PRODUCT_FILE_MAX_BYTES) return setError(t('pictures.tooBig', { megabytes }));
    setError(null);
    add.mutate(file, {
      onSuccess: () => toast.success(t('products.files.added', { name: file.name })),
      onError: (failure) => {
        const problems = problemsOfError(failure);
        if (!problems) return toast.error(t('editor.failed'));
        setError(problems.get('name') === 'taken' ? t('products.files.nameTaken') : t('products.files.refused'));
      },
    });
  };

  return (
    <section className="admin-card" aria-labelledby="product-files">
      <h2 id="product-files">{t('products.files.title')}</h2>
      {product.files.length === 0 ? (
        <p className="text-muted-rh">{t('products.files.none')}</p>
      ) : (
        <ul className="product-files">
          {product.files.map((file) => (
            <li key={file.id} className="product-files__file">
              <FileDown aria-hidden size={18} />
              <span className="product-files__name">
                <bdi>{file.name}</bdi>
                <span className="text-muted-rh small">
                  {file.bytes === null ? t('products.files.preparing') : bytes(file.bytes)} ·{' '}
                  {t('products.files.holders', { count: file.holders })}
                </span>
              </span>
              <button
                type="button"
                className="btn btn-sm btn-outline-danger"
                aria-label={t('products.files.remove', { name: file.name })}
                onClick={() => setRemoving(file)}
              >
                <Trash2 aria-hidden size={14} />
              </button>
            </li>
          ))}
        </ul>
      )}
      <FileUpload
        label={t('products.files.add')}
        accept={extensions.map((extension) => `.${extension}`).join(',')}
        hint={t('products.files.hint', { kinds: extensions.join(', ').toUpperCase(), megabytes })}
        busy={add.isPending}
        error={error}
        onFile={upload}
      />
      <ConfirmDelete
        item={removing}
        keyOf={(file) => file.id}
        remove={remove}
        details={(file) => <p>{t('products.files.removeWarning', { count: file.holders, name: file.name })}</p>}
        deleted={(file) => t('products.files.removed', { name: file.name })}
        onClose={() => setRemoving(null)}
      />
    </section>
  );
}
