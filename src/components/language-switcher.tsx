import { useTranslation } from 'react-i18next';
import { currentLanguage, setLanguage, SUPPORTED_LANGUAGES } from '@/lib/i18n';

/**
 * The EN and DE buttons (spec section 1); the pressed one is the current language. Each is announced by the
 * letters shown, then the language's own name ('EN, English', 'DE, Deutsch'): the visible label stays a word of
 * the accessible name (WCAG 2.5.3 label in name; axe's label-content-name-mismatch).
 */
export function LanguageSwitcher() {
  const { t, i18n } = useTranslation('common');
  const active = currentLanguage(i18n);
  const ordered = [...SUPPORTED_LANGUAGES].reverse(); // EN, DE
  return (
    <div role="group" aria-label={t('language.label')} className="language-switcher">
      {ordered.map((language) => (
        <button
          key={language}
          type="button"
          lang={language}
          aria-pressed={language === active}
          className="language-switcher__button"
          aria-label={`${t(`language.${language}`)}, ${t(`language.name.${language}`)}`}
          onClick={() => void setLanguage(i18n, language)}
        >
          {t(`language.${language}`)}
        </button>
      ))}
    </div>
  );
}
