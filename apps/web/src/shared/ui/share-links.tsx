import { Check, Link2, Mail, Share2 } from 'lucide-react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import facebook from 'simple-icons/icons/facebook.svg';
import telegram from 'simple-icons/icons/telegram.svg';
import whatsapp from 'simple-icons/icons/whatsapp.svg';
import x from 'simple-icons/icons/x.svg';
import { BrandIcon } from './brand-icon';
import './popover-menu.css';
import { usePopover } from './use-popover';

const targets = [
  {
    key: 'whatsapp',
    icon: whatsapp,
    url: (link: string, text: string) => `https://wa.me/?text=${encodeURIComponent(`${text} ${link}`)}`,
  },
  {
    key: 'telegram',
    icon: telegram,
    url: (link: string, text: string) =>
      `https://t.me/share/url?url=${encodeURIComponent(link)}&text=${encodeURIComponent(text)}`,
  },
  {
    key: 'x',
    icon: x,
    url: (link: string, text: string) =>
      `https://x.com/intent/post?url=${encodeURIComponent(link)}&text=${encodeURIComponent(text)}`,
  },
  {
    key: 'facebook',
    icon: facebook,
    url: (link: string) => `https://www.facebook.com/sharer/sharer.php?u=${encodeURIComponent(link)}`,
  },
] as const;

/** Share this page: the device's share sheet where there is one, else a menu of networks and "copy link". */
export function ShareLinks({ title }: { title: string }) {
  const { t } = useTranslation();
  const { open, setOpen, root } = usePopover();
  const [copied, setCopied] = useState(false);
  const menuId = useId();

  const share = async () => {
    const link = window.location.href;
    if (typeof navigator.share === 'function' && window.matchMedia('(pointer: coarse)').matches) {
      // Dismissing the sheet rejects; there is nothing to report then.
      await navigator.share({ title, url: link }).catch(() => undefined);
      return;
    }
    setOpen((value) => !value);
  };
  const copy = async () => {
    await navigator.clipboard.writeText(window.location.href);
    setCopied(true);
    window.setTimeout(() => setCopied(false), 2000);
  };

  return (
    <div className="popover-menu" ref={root}>
      <button
        type="button"
        className="btn btn-outline-light btn-lg"
        aria-expanded={open}
        aria-controls={menuId}
        onClick={() => void share()}
      >
        <Share2 aria-hidden size={18} />
        {t('share.label')}
      </button>
      <ul className="popover-menu__list surface-card" id={menuId} hidden={!open}>
        {/* The links name the page's address, which only the browser knows: they are made when the menu opens. */}
        {open && <ShareTargets title={title} link={window.location.href} />}
        <li>
          <button type="button" className="popover-menu__item" onClick={() => void copy()}>
            {copied ? <Check aria-hidden size={18} /> : <Link2 aria-hidden size={18} />}
            <span aria-live="polite">{copied ? t('share.copied') : t('share.copy')}</span>
          </button>
        </li>
      </ul>
    </div>
  );
}

function ShareTargets({ title, link }: { title: string; link: string }) {
  const { t } = useTranslation();
  return (
    <>
      {targets.map(({ key, icon, url }) => (
        <li key={key}>
          <a className="popover-menu__item" href={url(link, title)} target="_blank" rel="noopener noreferrer">
            <BrandIcon src={icon} />
            {t(`share.${key}`)}
          </a>
        </li>
      ))}
      <li>
        <a
          className="popover-menu__item"
          href={`mailto:?subject=${encodeURIComponent(title)}&body=${encodeURIComponent(link)}`}
        >
          <Mail aria-hidden size={18} />
          {t('share.email')}
        </a>
      </li>
    </>
  );
}
