import type { LocaleShape } from '@/lib/i18n';
import type { de } from './de';

export const en: LocaleShape<typeof de> = {
  title: 'Terms and conditions',
  welcome: 'Welcome, {{givenName}} {{familyName}}!',
  updateText:
    'We have updated our terms and conditions. Please read and accept them to continue using WEN.',
  termsLink: 'Read the terms and conditions',
  accept: 'Accept',
  logout: 'Log out',
};
