import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nextProvider } from 'react-i18next';
import { describe, expect, it } from 'vitest';
import { resources } from '@/app/i18n-resources';
import { LanguageSwitcher } from '@/components/language-switcher';
import {
  createI18n,
  DEFAULT_LANGUAGE,
  detectLanguage,
  LANGUAGE_STORAGE_KEY,
  SUPPORTED_LANGUAGES,
} from '@/lib/i18n';

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

describe('resources', () => {
  it('registers the same namespaces for every language', () => {
    const namespaces = Object.keys(resources.de).sort();
    expect(namespaces).toContain('common');
    for (const language of SUPPORTED_LANGUAGES) {
      expect(Object.keys(resources[language]).sort()).toEqual(namespaces);
    }
  });

  const cases = Object.keys(resources.de).map((namespace) => ({ namespace }));
  it.each(cases)(
    'namespace $namespace has every key in both languages, non-empty, with the same placeholders',
    ({ namespace }) => {
      const german = leaves(resources.de[namespace as keyof typeof resources.de] as Tree);
      const english = leaves(resources.en[namespace as keyof typeof resources.en] as Tree);
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
