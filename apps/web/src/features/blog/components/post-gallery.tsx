import type { BlogPostDetail } from '@reelhouse/contracts/blog';
import { ChevronLeft, ChevronRight, X } from 'lucide-react';
import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useTheme } from '../../../shared/theme/theme-context';
import { ResponsiveImage } from '../../../shared/ui/responsive-image';

type Picture = BlogPostDetail['gallery'][number];

/**
 * The pictures of a gallery post as a grid of buttons; one opens a lightbox (a modal `<dialog>`:
 * the browser keeps focus inside and Escape closes it) where the arrow keys move between pictures,
 * in the reading direction, and closing returns focus to the picture that opened it.
 */
export function PostGallery({ pictures }: { pictures: Picture[] }) {
  const { t } = useTranslation('blog');
  const [open, setOpen] = useState<number | null>(null);
  const dialog = useRef<HTMLDialogElement>(null);
  const openers = useRef<(HTMLButtonElement | null)[]>([]);
  const rtl = useTheme().settings.direction === 'rtl';

  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    if (open !== null && !element.open) element.showModal();
    if (open === null && element.open) element.close();
  }, [open]);

  const close = () => {
    const opener = open === null ? null : openers.current[open];
    setOpen(null);
    opener?.focus();
  };
  const step = (by: number) =>
    setOpen((current) => (current === null ? null : (current + by + pictures.length) % pictures.length));
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'ArrowRight' && event.key !== 'ArrowLeft') return;
    event.preventDefault();
    step((event.key === 'ArrowRight') !== rtl ? 1 : -1);
  };
  const [BackIcon, ForwardIcon] = rtl ? [ChevronRight, ChevronLeft] : [ChevronLeft, ChevronRight];
  const shown = open === null ? null : pictures[open];

  return (
    <>
      <ul className="post-gallery">
        {pictures.map((picture, index) => (
          <li key={picture.image.path}>
            <figure>
              <button
                type="button"
                className="post-gallery__open"
                ref={(element) => {
                  openers.current[index] = element;
                }}
                onClick={() => setOpen(index)}
                aria-label={t('gallery.open', { number: index + 1, count: pictures.length })}
              >
                <ResponsiveImage
                  image={picture.image}
                  alt={picture.caption}
                  sizes="(min-width: 992px) 30vw, 50vw"
                  className="post-gallery__image"
                />
              </button>
              <figcaption>{picture.caption}</figcaption>
            </figure>
          </li>
        ))}
      </ul>
      <dialog
        ref={dialog}
        className="post-lightbox"
        aria-label={t('gallery.label')}
        onCancel={(event) => {
          event.preventDefault();
          close();
        }}
        onKeyDown={onKeyDown}
      >
        {shown && open !== null && (
          <figure className="post-lightbox__figure">
            <ResponsiveImage
              image={shown.image}
              alt={shown.caption}
              sizes="90vw"
              className="post-lightbox__image"
              priority
            />
            <figcaption>
              <span>{shown.caption}</span>
              <span className="post-lightbox__position" aria-live="polite">
                {t('gallery.position', { number: open + 1, count: pictures.length })}
              </span>
            </figcaption>
          </figure>
        )}
        <button type="button" className="post-lightbox__close" onClick={close} aria-label={t('gallery.close')}>
          <X aria-hidden size={22} />
        </button>
        <button
          type="button"
          className="post-lightbox__step post-lightbox__step--back"
          onClick={() => step(-1)}
          aria-label={t('gallery.previous')}
        >
          <BackIcon aria-hidden size={28} />
        </button>
        <button
          type="button"
          className="post-lightbox__step post-lightbox__step--forward"
          onClick={() => step(1)}
          aria-label={t('gallery.next')}
        >
          <ForwardIcon aria-hidden size={28} />
        </button>
      </dialog>
    </>
  );
}
