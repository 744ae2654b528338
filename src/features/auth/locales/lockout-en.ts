import type { LocaleShape } from '@/lib/i18n';
import type { de } from './lockout-de';

export const en: LocaleShape<typeof de> = {
  lastTry:
    'One try left: after one more wrong password the account is locked for {{minutes}} minutes.',
  nowLocked: 'After too many wrong passwords the account is now locked for {{minutes}} minutes.',
  lockedFor:
    'Too many login attempts. Your account is temporarily locked, for up to {{minutes}} minutes. Please try again after that.',
};
