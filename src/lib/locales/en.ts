import type { LocaleShape } from '../i18n';
import type { de } from './de';

export const en: LocaleShape<typeof de> = {
  appName: 'WEN',
  loading: 'Loading …',
  startingApp: 'Starting WEN …',
  language: {
    label: 'Language',
    de: 'DE',
    en: 'EN',
    // Each language announced by its own name, in its own language (the button carries lang).
    name: { de: 'Deutsch', en: 'English' },
  },
  header: {
    back: 'Back',
    help: 'Help',
    logout: 'Log out',
    myPage: 'My WEN',
  },
  flash: { close: 'Close message' },
  logoutConfirm: {
    title: 'Log out?',
    text: 'You can log in again at any time. Your postings are kept.',
    confirm: 'Yes, log out',
    keep: 'Stay logged in',
  },
  modal: { ok: 'OK', cancel: 'Cancel' },
  errors: {
    title: 'Error',
    /** The spec's generic invalid-input message (section 5). */
    invalidInput: 'No valid input',
    generic:
      'Your request could not be processed. Please try again and avoid the special characters | $ & % @ < >.',
    noAnswerTitle: 'No connection',
    noAnswer:
      'WEN got no answer from the server. Your input is kept: please try again once you are back online.',
  },
  noAccess: {
    title: 'No access',
    text: "You don't have access to the mobility services yet.",
    reason:
      'Car-pooling is activated for each account separately, and it has not been activated for yours yet.',
    hint: 'As soon as your access is activated, you can offer and find rides here.',
    blocked: 'You can use this page as soon as your access is activated.',
    helpHeading: 'Questions about your access?',
    help: 'Help and FAQ',
    contactHint: 'The car-pooling support answers them and tells you how to get access:',
    email: 'E-mail: {{email}}',
    phone: 'Phone: {{number}}',
    contactSupport: 'Contact support',
    supportTitle: 'Access to WEN',
    toStart: 'To the start page',
  },
  appNotices: {
    offline:
      "You're offline: WEN shows what it loaded last. Changes are possible again once the network is back.",
    keptUser:
      'WEN cannot reach its service right now: you see what your last visit knew. It keeps trying.',
    updateReady: 'A new version of WEN is available.',
    reload: 'Reload',
  },
  connection: {
    offlineTitle: "You're offline",
    offlineText:
      'WEN cannot reach the server right now. You stay signed in: as soon as the network is back, WEN carries on by itself.',
    unavailableTitle: 'Service unavailable',
    unavailableText:
      'The WEN service is not answering right now. You stay signed in. Please try again in a moment.',
    retry: 'Try again',
    retrying: 'Checking the connection …',
  },
  switchAccount: {
    title: 'Switch accounts?',
    text: 'You are signed in as {{current}}. The link you opened signs in {{next}}.',
    question: 'Do you want to switch accounts?',
    switch: 'Switch to {{next}}',
    stay: 'Stay signed in as {{current}}',
  },
  progress: 'Step {{current}} of {{total}}',
  notFound: {
    title: 'Page not found',
    text: 'This page does not exist.',
    back: 'To the start page',
  },
  /** A recurring posting without a time of day (docs/posting-times.md). */
  postingTime: { notGiven: 'time not given' },
  calendar: {
    add: 'Add to calendar',
    noDayLeft: 'No trip left to put in a calendar.',
    failed: 'The calendar file could not be made. Please try again once you are online.',
  },
  errorBoundary: {
    title: 'Something went wrong',
    text: 'This view could not be shown. Please go back to the start page and try again.',
    back: 'To the start page',
  },
};
