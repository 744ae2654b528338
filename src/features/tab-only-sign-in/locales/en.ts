import type { LocaleShape } from '@/lib/i18n';
import type { de } from './de';

export const en: LocaleShape<typeof de> = {
  notice:
    "Your sign-in could not be saved on this device: the browser's storage for WEN is full. You stay signed in in this tab only; after closing it, sign in again. Free up browser storage (site data) to stay signed in.",
};
