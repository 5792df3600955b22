import { ARTWORK_MAX_BYTES } from '@reelhouse/contracts/catalogue-admin';
import type { AdminBlogPost, GalleryOrder } from '@reelhouse/contracts/blog-admin';
import { htmlLangOf, languages, rightToLeftLanguages } from '@reelhouse/contracts/locales';
import { Save, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { problemsOfError } from '../../../shared/forms/field-problems';
import { useLocaleTag } from '../../../shared/i18n/use-locale-tag';
import { ResponsiveImage } from '../../../shared/ui/responsive-image';
import {
  useAddGalleryPicture,
  useOrderGallery,
  useRemoveGalleryPicture,
  useSetAudio,
  useSetCover,
} from '../api/blog-queries';
import { FileUpload } from '../components/file-upload';
import { PictureField } from '../components/picture-field';
import { SortableList } from '../components/sortable-list';
import { useToast } from '../components/toasts';

/** A post's cover, and what its format carries: the sound of an audio post, the pictures of a gallery. */
export function PostMedia({ post }: { post: AdminBlogPost }) {
  const { t } = useTranslation('admin');
  const cover = useSetCover(post.slug);
  return (
    <>
      <section className="admin-card" aria-labelledby="post-pictures">
        <h2 id="post-pictures">{t('pictures.artwork')}</h2>
        <PictureField
          heading={t('blog.cover')}
          field="cover"
          frame="backdrop"
          maxBytes={ARTWORK_MAX_BYTES}
          current={post.cover}
          upload={cover}
        />
      </section>
      {post.format === 'audio' && <PostAudio post={post} />}
      {post.format === 'gallery' && <PostGallery key={post.gallery.map((item) => item.imageId).join()} post={post} />}
    </>
  );
}

function PostAudio({ post }: { post: AdminBlogPost }) {
  const { t } = useTranslation('admin');
  const toast = useToast();
  const audio = useSetAudio(post.slug);
  const [error, setError] = useState<string | null>(null);
  return (
    <section className="admin-card" aria-labelledby="post-audio">
      <h2 id="post-audio">{t('blog.audio')}</h2>
      {post.audio ? (
        <audio controls preload="none" src={post.audio.url} className="post-audio-player">
          <track kind="captions" />
        </audio>
      ) : (
        <p className="text-muted-rh">{t('blog.noAudio')}</p>
      )}
      <FileUpload
        label={t('blog.uploadAudio')}
        accept="audio/mpeg,audio/mp4,audio/ogg,audio/wav,.mp3,.m4a,.ogg,.opus,.wav"
        hint={t('blog.audioHint')}
        busy={audio.isPending}
        error={error}
        onFile={(file) => {
          setError(null);
          audio.mutate(file, {
            onSuccess: () => toast.success(t('blog.audioSaved')),
            onError: (failure) =>
              problemsOfError(failure) ? setError(t('blog.audioRefused')) : toast.error(t('editor.failed')),
          });
        }}
      />
    </section>
  );
}

/** The gallery's pictures, put in order by dragging, each with its captions; saved together. */
function PostGallery({ post }: { post: AdminBlogPost }) {
  const { t } = useTranslation('admin');
  const toast = useToast();
  const names = new Intl.DisplayNames([useLocaleTag()], { type: 'language' });
  const add = useAddGalleryPicture(post.slug);
  const order = useOrderGallery(post.slug);
  const remove = useRemoveGalleryPicture(post.slug);
  const [items, setItems] = useState<GalleryOrder['items']>(() =>
    post.gallery.map(({ imageId, captions }) => ({ imageId, captions })),
  );
  const [error, setError] = useState<string | null>(null);
  const imageOf = (imageId: number) => post.gallery.find((item) => item.imageId === imageId)?.image ?? null;
  const setCaption = (imageId: number, lang: string, text: string) =>
    setItems(
      items.map((item) =>
        item.imageId === imageId ? { ...item, captions: { ...item.captions, [lang]: text } } : item,
      ),
    );
  const failed = () => toast.error(t('editor.failed'));

  return (
    <section className="admin-card" aria-labelledby="post-gallery">
      <h2 id="post-gallery">{t('blog.gallery')}</h2>
      {items.length === 0 ? (
        <p className="text-muted-rh">{t('blog.noPictures')}</p>
      ) : (
        <SortableList
          label={t('blog.gallery')}
          items={items.map((item, index) => {
            const label = t('blog.picture', { number: index + 1 });
            const image = imageOf(item.imageId);
            return {
              id: item.imageId,
              label,
              content: (
                <div className="gallery-line">
                  {image && <ResponsiveImage image={image} alt={label} sizes="96px" className="gallery-line__image" />}
                  <fieldset className="gallery-line__captions">
                    <legend className="visually-hidden">{t('blog.captionsOf', { picture: label })}</legend>
                    {languages.map((lang) => (
                      <label key={lang} className="gallery-line__caption">
                        <span>{names.of(htmlLangOf[lang])}</span>
                        <input
                          className="form-control form-control-sm"
                          dir={rightToLeftLanguages.has(lang) ? 'rtl' : 'ltr'}
                          lang={htmlLangOf[lang]}
                          maxLength={300}
                          value={item.captions[lang] ?? ''}
                          onChange={(event) => setCaption(item.imageId, lang, event.target.value)}
                        />
                      </label>
                    ))}
                  </fieldset>
                  <button
                    type="button"
                    className="btn btn-sm btn-outline-danger"
                    aria-label={t('blog.removePicture', { number: index + 1 })}
                    disabled={remove.isPending}
                    onClick={() => remove.mutate(item.imageId, { onError: failed })}
                  >
                    <Trash2 aria-hidden size={14} />
                  </button>
                </div>
              ),
            };
          })}
          onReorder={(ids) =>
            setItems(ids.map((id) => items.find((item) => item.imageId === id)).filter((item) => item !== undefined))
          }
        />
      )}
      {items.length > 0 && (
        <button
          type="button"
          className="btn btn-accent mt-3"
          disabled={order.isPending}
          onClick={() =>
            order.mutate(items, { onSuccess: () => toast.success(t('blog.gallerySaved')), onError: failed })
          }
        >
          <Save aria-hidden size={16} /> {t('blog.saveGallery')}
        </button>
      )}
      <FileUpload
        label={t('blog.addPicture')}
        accept="image/webp,image/gif,image/png,image/jpeg"
        hint={t('blog.pictureHint')}
        busy={add.isPending}
        error={error}
        onFile={(file) => {
          setError(null);
          add.mutate(file, {
            onSuccess: () => toast.success(t('blog.pictureAdded')),
            onError: (failure) => (problemsOfError(failure) ? setError(t('pictures.refused')) : failed()),
          });
        }}
      />
    </section>
  );
}
