import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nextProvider } from 'react-i18next';
import { describe, expect, it } from 'vitest';
import { resources, type AppResources } from '@/app/i18n-resources';
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
import { de as storageBlockedDe } from '@/features/storage-blocked/locales/de';
import { en as storageBlockedEn } from '@/features/storage-blocked/locales/en';
import { de as tabOnlySignInDe } from '@/features/tab-only-sign-in/locales/de';
import { en as tabOnlySignInEn } from '@/features/tab-only-sign-in/locales/en';
import { de as loginLockoutDe } from '@/features/auth/locales/lockout-de';
import { en as loginLockoutEn } from '@/features/auth/locales/lockout-en';
import { de as termsDe } from '@/features/terms/locales/de';
import { en as termsEn } from '@/features/terms/locales/en';
import { LanguageSwitcher } from '@/components/language-switcher';
import {
  createI18n,
  DEFAULT_LANGUAGE,
  detectLanguage,
  LANGUAGE_STORAGE_KEY,
  registeredNamespaceNames,
  registerNamespace,
  type Language,
} from '@/lib/i18n';

/** Every namespace's texts in both languages (complete by type: a namespace of AppResources left out fails tsc). */
const allTexts: { [N in keyof AppResources]: Record<Language, object> } = {
  common: { de: resources.de.common, en: resources.en.common },
  auth: { de: authDe, en: authEn },
  registration: { de: registrationDe, en: registrationEn },
  terms: { de: termsDe, en: termsEn },
  dashboard: { de: dashboardDe, en: dashboardEn },
  locationPicker: { de: locationPickerDe, en: locationPickerEn },
  offers: { de: offersDe, en: offersEn },
  postingCreation: { de: postingCreationDe, en: postingCreationEn },
  bookings: { de: bookingsDe, en: bookingsEn },
  helpSupport: { de: helpSupportDe, en: helpSupportEn },
  tabOnlySignIn: { de: tabOnlySignInDe, en: tabOnlySignInEn },
  loginLockout: { de: loginLockoutDe, en: loginLockoutEn },
  storageBlocked: { de: storageBlockedDe, en: storageBlockedEn },
};

type Tree = { [key: string]: string | Tree };

/** Every leaf of a resource tree as 'a.b.c' → text. */
function leaves(tree: Tree, prefix = ''): Map<string, string> {
  const result = new Map<string, string>();
  for (const [key, value] of Object.entries(tree)) {
    const path = `${prefix}${key}`;
    if (typeof value === 'string') result.set(path, value);
    else for (const [leaf, text] of leaves(value, `${path}.`)) result.set(leaf, text);
  }
  return result;
}

const placeholders = (text: string) =>
  [...text.matchAll(/{{\s*(\w+)\s*}}/g)].map((m) => m[1]).sort();

describe('language detection', () => {
  it('is German by default', () => {
    expect(DEFAULT_LANGUAGE).toBe('de');
    const language = detectLanguage('', localStorage);
    expect(language).toBe('de');
    expect(createI18n(resources, language).t('header.back')).toBe('Zurück');
  });

  it('takes ?locale=en, which wins over the last choice and becomes the last choice', () => {
    localStorage.setItem(LANGUAGE_STORAGE_KEY, 'de');
    const language = detectLanguage('?locale=en', localStorage);
    expect(language).toBe('en');
    expect(createI18n(resources, language).t('header.back')).toBe('Back');
    expect(localStorage.getItem(LANGUAGE_STORAGE_KEY)).toBe('en');
  });

  it('takes ?locale=de over a stored English choice', () => {
    localStorage.setItem(LANGUAGE_STORAGE_KEY, 'en');
    expect(detectLanguage('?locale=de', localStorage)).toBe('de');
  });

  it('falls back to the last choice, and ignores unsupported values', () => {
    localStorage.setItem(LANGUAGE_STORAGE_KEY, 'en');
    expect(detectLanguage('?locale=fr', localStorage)).toBe('en');
    localStorage.setItem(LANGUAGE_STORAGE_KEY, 'xx');
    expect(detectLanguage('', localStorage)).toBe('de');
  });

  it('falls back to German for a key English lacks', () => {
    const i18n = createI18n({ de: { common: { only: 'nur deutsch' } }, en: { common: {} } }, 'en');
    expect(i18n.t('only' as never)).toBe('nur deutsch');
  });

  it('keeps <html lang> in step with the language', async () => {
    const i18n = createI18n(resources, 'de');
    expect(document.documentElement.lang).toBe('de');
    await i18n.changeLanguage('en');
    expect(document.documentElement.lang).toBe('en');
  });
});

/** A namespace only this file registers (the registry lives as long as the worker's modules). */
const LATE_NAMESPACE = 'registeredLaterByTheI18nTest';

describe('resources', () => {
  it("every feature's texts module registers its namespace, with the texts of its locale files", async () => {
    // What the app loads with the features' screens: each *-texts.ts module.
    const modules = import.meta.glob('/src/features/*/*-texts.ts');
    await Promise.all(Object.values(modules).map((load) => load()));
    const features = Object.keys(allTexts).filter((namespace) => namespace !== 'common');
    const registered = registeredNamespaceNames().filter((name) => name !== LATE_NAMESPACE);
    expect(registered.sort()).toEqual(features.sort());
    expect(Object.keys(modules)).toHaveLength(features.length);
    const i18n = createI18n(resources, 'en');
    for (const namespace of features) {
      expect(i18n.getResourceBundle('de', namespace)).toEqual(
        allTexts[namespace as keyof AppResources].de,
      );
      expect(i18n.getResourceBundle('en', namespace)).toEqual(
        allTexts[namespace as keyof AppResources].en,
      );
    }
  });

  it('gives a namespace registered later to the instances made before, in both languages', async () => {
    const i18n = createI18n(resources, 'de');
    registerNamespace(LATE_NAMESPACE, { de: { word: 'Wort' }, en: { word: 'word' } });
    expect(i18n.t(`${LATE_NAMESPACE}:word` as never)).toBe('Wort');
    await i18n.changeLanguage('en');
    expect(i18n.t(`${LATE_NAMESPACE}:word` as never)).toBe('word');
  });

  const cases = Object.keys(allTexts).map((namespace) => ({ namespace }));
  it.each(cases)(
    'namespace $namespace has every key in both languages, non-empty, with the same placeholders',
    ({ namespace }) => {
      const texts = allTexts[namespace as keyof AppResources];
      const german = leaves(texts.de as Tree);
      const english = leaves(texts.en as Tree);
      expect([...english.keys()].sort()).toEqual([...german.keys()].sort());
      expect(german.size).toBeGreaterThan(0);
      for (const [key, text] of german) {
        const other = english.get(key) ?? '';
        expect(text.trim(), `de ${namespace}:${key}`).not.toBe('');
        expect(other.trim(), `en ${namespace}:${key}`).not.toBe('');
        expect(placeholders(other), `${namespace}:${key}`).toEqual(placeholders(text));
      }
    },
  );
});

describe('LanguageSwitcher', () => {
  it('offers EN and DE, marks the current one pressed, and remembers a switch', async () => {
    const i18n = createI18n(resources, 'de');
    render(
      <I18nextProvider i18n={i18n}>
        <LanguageSwitcher />
      </I18nextProvider>,
    );
    const group = screen.getByRole('group', { name: 'Sprache' });
    expect(group).toBeInTheDocument();
    // Announced by name, shown as DE / EN.
    expect(screen.getByRole('button', { name: 'DE, Deutsch' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    expect(screen.getByRole('button', { name: 'DE, Deutsch' })).toHaveTextContent('DE');
    expect(screen.getByRole('button', { name: 'EN, English' })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
    expect(screen.getByRole('button', { name: 'EN, English' })).toHaveTextContent('EN');

    await userEvent.click(screen.getByRole('button', { name: 'EN, English' }));

    expect(await screen.findByRole('group', { name: 'Language' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'EN, English' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    expect(i18n.language).toBe('en');
    expect(localStorage.getItem(LANGUAGE_STORAGE_KEY)).toBe('en');
    expect(document.documentElement.lang).toBe('en');
  });
});
