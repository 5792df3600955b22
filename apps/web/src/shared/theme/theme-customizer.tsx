import { RotateCcw } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { directions, themeColors, themeStorageModes } from '@reelhouse/contracts/themes';
import { Drawer } from '../ui/drawer';
import { useTheme } from './theme-context';
import { naturalDirection } from './theme-settings';
import './theme-customizer.css';

/** The live settings panel: every change applies at once and is remembered as chosen. */
export function ThemeCustomizer({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t, i18n } = useTranslation();
  const { settings, update, reset } = useTheme();

  return (
    <Drawer open={open} onClose={onClose} side="end" title={t('customizer.title')} id="theme-customizer">
      <fieldset className="customizer__group">
        <legend className="customizer__legend">{t('customizer.color')}</legend>
        <div className="customizer__swatches">
          {themeColors.map((color) => (
            <label key={color} className="customizer__swatch">
              <input
                type="radio"
                name="theme-color"
                value={color}
                checked={settings.color === color}
                onChange={() => update({ color })}
              />
              <span className="customizer__swatch-sample" data-theme={color} aria-hidden />
              <span>{t(`customizer.colors.${color}`)}</span>
            </label>
          ))}
        </div>
      </fieldset>

      <fieldset className="customizer__group">
        <legend className="customizer__legend">{t('customizer.direction')}</legend>
        <div className="btn-group w-100" role="group">
          {directions.map((direction) => (
            <label key={direction} className="btn btn-outline-light customizer__choice">
              <input
                type="radio"
                className="visually-hidden"
                name="theme-direction"
                value={direction}
                checked={settings.direction === direction}
                onChange={() => update({ direction })}
              />
              {t(`customizer.directions.${direction}`)}
            </label>
          ))}
        </div>
      </fieldset>

      <fieldset className="customizer__group">
        <legend className="customizer__legend">{t('customizer.storage')}</legend>
        {themeStorageModes.map((storage) => (
          <div className="form-check" key={storage}>
            <input
              className="form-check-input"
              type="radio"
              name="theme-storage"
              id={`theme-storage-${storage}`}
              value={storage}
              checked={settings.storage === storage}
              onChange={() => update({ storage })}
            />
            <label className="form-check-label" htmlFor={`theme-storage-${storage}`}>
              {t(`customizer.storageModes.${storage}`)}
            </label>
          </div>
        ))}
      </fieldset>

      <button
        type="button"
        className="btn btn-outline-light w-100"
        onClick={() => reset(naturalDirection(i18n.language))}
      >
        <RotateCcw aria-hidden size={16} className="me-2" />
        {t('customizer.reset')}
      </button>
    </Drawer>
  );
}
