import { useTranslation } from 'react-i18next';
import { registerNamespace } from '@/lib/i18n';
import { de } from './locales/de';
import { en } from './locales/en';

// The feature's texts join the app's i18n when this module loads: with the feature's screens' chunk, not with the
// first screen's JavaScript.
registerNamespace('bookings', { de, en });

/** useTranslation of the bookings namespace; importing it is what registers the texts. */
export const useBookingsTranslation = () => useTranslation('bookings');
