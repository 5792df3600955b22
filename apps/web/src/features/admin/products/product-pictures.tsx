import { PRODUCT_PICTURE_MAX_BYTES, type AdminProduct } from '@reelhouse/contracts/shop-admin';
import { Trash2 } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { problemsOfError } from '../../../shared/forms/field-problems';
import { ResponsiveImage } from '../../../shared/ui/responsive-image';
import { useAddProductPicture, useOrderProductPictures, useRemoveProductPicture } from '../api/products-queries';
import { FileUpload } from '../components/file-upload';
import { SortableList } from '../components/sortable-list';
import { useToast } from '../components/toasts';

/**
 * A product's pictures in the order the shop shows them (the first is its card's): put in order by
 * dragging, one removed at a time, another uploaded after them (cropped square by the server).
 */
export function ProductPictures({ product }: { product: AdminProduct }) {
  const { t } = useTranslation('admin');
  const toast = useToast();
  const [error, setError] = useState<string | null>(null);
  const add = useAddProductPicture(product.slug);
  const order = useOrderProductPictures(product.slug);
  const remove = useRemoveProductPicture(product.slug);
  const megabytes = PRODUCT_PICTURE_MAX_BYTES / 1024 / 1024;
  const failed = () => toast.error(t('editor.failed'));

  const upload = (file: File) => {
    if (file.size > PRODUCT_PICTURE_MAX_BYTES) return setError(t('pictures.tooBig', { megabytes }));
    setError(null);
    add.mutate(file, {
      onSuccess: () => toast.success(t('products.pictureAdded')),
      onError: (failure) => (problemsOfError(failure) ? setError(t('pictures.refused')) : failed()),
    });
  };

  return (
    <section className="admin-card" aria-labelledby="product-pictures">
      <h2 id="product-pictures">{t('products.pictures')}</h2>
      {product.images.length === 0 ? (
        <p className="text-muted-rh">{t('pictures.none')}</p>
      ) : (
        <SortableList
          label={t('products.pictures')}
          items={product.images.map(({ id, image }, index) => {
            const label = t('products.picture', { number: index + 1 });
            return {
              id,
              label,
              content: (
                <div className="product-picture">
                  <ResponsiveImage image={image} alt={label} sizes="64px" className="product-picture__image" />
                  <span>{index === 0 ? t('products.cardPicture') : label}</span>
                  <button
                    type="button"
                    className="btn btn-sm btn-outline-danger"
                    aria-label={t('products.removePicture', { number: index + 1 })}
                    disabled={remove.isPending}
                    onClick={() => remove.mutate(id, { onError: failed })}
                  >
                    <Trash2 aria-hidden size={14} />
                  </button>
                </div>
              ),
            };
          })}
          onReorder={(ids) => order.mutate(ids.map(Number), { onError: failed })}
        />
      )}
      <FileUpload
        label={t('products.addPicture')}
        accept="image/webp,image/gif,image/png,image/jpeg"
        hint={`${t('pictures.hint', { megabytes })} ${t('pictures.frame.square')}`}
        busy={add.isPending}
        error={error}
        onFile={upload}
      />
    </section>
  );
}
