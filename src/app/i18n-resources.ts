import type { i18n as I18n } from 'i18next';
import { de as authDe } from '@/features/auth/locales/de';
import { en as authEn } from '@/features/auth/locales/en';
import { de as bookingsDe } from '@/features/bookings/locales/de';
import { en as bookingsEn } from '@/features/bookings/locales/en';
import { de as dashboardDe } from '@/features/dashboard/locales/de';
import { en as dashboardEn } from '@/features/dashboard/locales/en';
import { de as helpSupportDe } from '@/features/help-support/locales/de';
import { en as helpSupportEn } from '@/features/help-support/locales/en';
import { de as locationPickerDe } from '@/features/location-picker/locales/de';
import { en as locationPickerEn } from '@/features/location-picker/locales/en';
import { de as offersDe } from '@/features/offers/locales/de';
import { en as offersEn } from '@/features/offers/locales/en';
import { de as postingCreationDe } from '@/features/posting-creation/locales/de';
import { en as postingCreationEn } from '@/features/posting-creation/locales/en';
import { de as registrationDe } from '@/features/registration/locales/de';
import { en as registrationEn } from '@/features/registration/locales/en';
import { de as termsDe } from '@/features/terms/locales/de';
import { en as termsEn } from '@/features/terms/locales/en';
import { createI18n, detectLanguage, type Language, type LocaleShape } from '@/lib/i18n';
import { de as commonDe } from '@/lib/locales/de';
import { en as commonEn } from '@/lib/locales/en';

/** Every namespace in German: the source of the keys (and of the typed `t`). One namespace per feature. */
const deResources = {
  common: commonDe,
  auth: authDe,
  registration: registrationDe,
  terms: termsDe,
  dashboard: dashboardDe,
  locationPicker: locationPickerDe,
  offers: offersDe,
  postingCreation: postingCreationDe,
  bookings: bookingsDe,
  helpSupport: helpSupportDe,
};
export type AppResources = typeof deResources;

export const resources: Record<Language, LocaleShape<AppResources>> = {
  de: deResources,
  en: {
    common: commonEn,
    auth: authEn,
    registration: registrationEn,
    terms: termsEn,
    dashboard: dashboardEn,
    locationPicker: locationPickerEn,
    offers: offersEn,
    postingCreation: postingCreationEn,
    bookings: bookingsEn,
    helpSupport: helpSupportEn,
  },
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
