import type { i18n as I18n } from 'i18next';
import type { de as authDe } from '@/features/auth/locales/de';
import type { de as bookingsDe } from '@/features/bookings/locales/de';
import type { de as dashboardDe } from '@/features/dashboard/locales/de';
import type { de as helpSupportDe } from '@/features/help-support/locales/de';
import type { de as locationPickerDe } from '@/features/location-picker/locales/de';
import type { de as offersDe } from '@/features/offers/locales/de';
import type { de as postingCreationDe } from '@/features/posting-creation/locales/de';
import type { de as registrationDe } from '@/features/registration/locales/de';
import type { de as storageBlockedDe } from '@/features/storage-blocked/locales/de';
import type { de as tabOnlySignInDe } from '@/features/tab-only-sign-in/locales/de';
import type { de as loginLockoutDe } from '@/features/auth/locales/lockout-de';
import type { de as termsDe } from '@/features/terms/locales/de';
import { createI18n, detectLanguage, type Language, type LocaleShape } from '@/lib/i18n';
import { de as commonDe } from '@/lib/locales/de';
import { en as commonEn } from '@/lib/locales/en';

/**
 * Every namespace in German, as types: the source of the keys (and of the typed `t`). One namespace per feature,
 * registered by the feature's `*-texts.ts` when its code loads (registerNamespace), so its texts come with its
 * screens' chunk; only the shared 'common' texts are part of the first screen's JavaScript.
 */
export interface AppResources {
  common: typeof commonDe;
  auth: typeof authDe;
  registration: typeof registrationDe;
  terms: typeof termsDe;
  dashboard: typeof dashboardDe;
  locationPicker: typeof locationPickerDe;
  offers: typeof offersDe;
  postingCreation: typeof postingCreationDe;
  bookings: typeof bookingsDe;
  helpSupport: typeof helpSupportDe;
  tabOnlySignIn: typeof tabOnlySignInDe;
  loginLockout: typeof loginLockoutDe;
  storageBlocked: typeof storageBlockedDe;
}

/** The texts every instance starts with: the shared ones. */
export const resources: Record<Language, { common: LocaleShape<AppResources['common']> }> = {
  de: { common: commonDe },
  en: { common: commonEn },
};

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'common';
    resources: AppResources;
  }
}

let appI18n: I18n | null = null;

/** The app's i18n instance, created on first use with the language of the URL or the last choice. */
export function getAppI18n(): I18n {
  appI18n ??= createI18n(resources, detectLanguage());
  return appI18n;
}
