import {
  ARTWORK_MAX_BYTES,
  artworkKinds,
  type AdminTitle,
  type ArtworkKind,
} from '@reelhouse/contracts/catalogue-admin';
import { useTranslation } from 'react-i18next';
import { useSetArtwork } from '../api/admin-queries';
import { PictureField, type PictureFrame } from '../components/picture-field';

const frames: Record<ArtworkKind, PictureFrame> = { poster: 'poster', backdrop: 'backdrop', logo: 'logo' };

/** A title's poster, backdrop and logo, each previewed as it will be cropped before it is sent. */
export function TitleArtwork({ title }: { title: AdminTitle }) {
  const { t } = useTranslation('admin');
  return (
    <section className="admin-card" aria-labelledby="title-artwork">
      <h2 id="title-artwork">{t('pictures.artwork')}</h2>
      <div className="pictures-grid">
        {artworkKinds.map((kind) => (
          <ArtworkField key={kind} title={title} kind={kind} />
        ))}
      </div>
    </section>
  );
}

function ArtworkField({ title, kind }: { title: AdminTitle; kind: ArtworkKind }) {
  const { t } = useTranslation('admin');
  const upload = useSetArtwork(title.slug, kind);
  return (
    <PictureField
      heading={t(`pictures.kinds.${kind}`)}
      field={kind}
      frame={frames[kind]}
      maxBytes={ARTWORK_MAX_BYTES}
      current={title.images[kind]}
      upload={upload}
    />
  );
}
