import { useTranslation } from 'react-i18next';
import { registerNamespace } from '@/lib/i18n';
import { de } from './locales/de';
import { en } from './locales/en';

// The notice's texts join the app's i18n when this module loads: only when the notice is shown, not with the first
// screen's JavaScript.
registerNamespace('tabOnlySignIn', { de, en });

/** useTranslation of the tabOnlySignIn namespace; importing it is what registers the texts. */
export const useTabOnlySignInTranslation = () => useTranslation('tabOnlySignIn');
