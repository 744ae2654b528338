import type { LocaleShape } from '@/lib/i18n';
import type { de } from './de';

export const en: LocaleShape<typeof de> = {
  title: 'Storage not allowed',
  text: 'Your browser does not allow this site to store cookies and site data. WEN needs them to keep you signed in.',
  hint: 'Allow cookies and site data for this site in your browser settings, then reload the page.',
  reload: 'Reload',
};
