import type { LocaleShape } from '../i18n';
import type { de } from './de';

export const en: LocaleShape<typeof de> = {
  appName: 'WEN',
  loading: 'Loading …',
  startingApp: 'Starting WEN …',
  language: { label: 'Language', de: 'DE', en: 'EN' },
  header: {
    back: 'Back',
    help: 'Help',
    logout: 'Logout',
    myPage: 'My WEN',
  },
  modal: { ok: 'OK', cancel: 'Cancel' },
  errors: {
    title: 'Error',
    generic:
      'Your request could not be processed. Please try again and avoid the special characters | $ & % @ < >.',
  },
  progress: 'Step {{current}} of {{total}}',
  notFound: {
    title: 'Page not found',
    text: 'This page does not exist.',
    back: 'To the start page',
  },
  errorBoundary: {
    title: 'Something went wrong',
    text: 'This view could not be shown. Please go back to the start page and try again.',
    back: 'To the start page',
  },
};
