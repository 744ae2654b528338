import { useTranslation } from 'react-i18next';
import { registerNamespace } from '@/lib/i18n';
import { de } from './locales/de';
import { en } from './locales/en';

// The screen's texts join the app's i18n when this module loads: only when storage is blocked, not with the first
// screen's JavaScript.
registerNamespace('storageBlocked', { de, en });

/** useTranslation of the storageBlocked namespace; importing it is what registers the texts. */
export const useStorageBlockedTranslation = () => useTranslation('storageBlocked');
