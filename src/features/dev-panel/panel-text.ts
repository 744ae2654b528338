import { useTranslation } from 'react-i18next';
import { currentLanguage, type Language } from '@/lib/i18n';
import { de } from './locales/de';
import { en } from './locales/en';

const TEXTS = { de, en } as const;

/** Fills {{name}} placeholders, as i18next does. */
export function format(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{\{(\w+)\}\}/g, (_, key: string) => String(values[key] ?? ''));
}

/**
 * The panel's texts in the app's language. The panel is loaded only in mock mode, so its texts are not
 * registered in the app's i18n resources (they would land in the real-backend build); it follows the
 * app's language through useTranslation all the same.
 */
export function usePanelText(): { text: typeof de; language: Language } {
  const { i18n } = useTranslation();
  const language = currentLanguage(i18n);
  return { text: TEXTS[language], language };
}
