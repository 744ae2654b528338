import { useTranslation } from 'react-i18next';
import { registerNamespace } from '@/lib/i18n';
import { de } from './locales/lockout-de';
import { en } from './locales/lockout-en';

// With the e-mail login's chunk only: the company sign-on's /login never shows them, and the real build's first
// screen carries none of them (bench/budgets.json).
registerNamespace('loginLockout', { de, en });

/** useTranslation of the loginLockout namespace; importing it is what registers the texts. */
export const useLoginLockoutTranslation = () => useTranslation('loginLockout');
