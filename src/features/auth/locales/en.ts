import type { LocaleShape } from '@/lib/i18n';
import type { de } from './de';

export const en: LocaleShape<typeof de> = {
  login: {
    title: 'WEN',
    tagline: 'Commute together',
    description:
      'Share your commute with colleagues: offer a ride as a driver or find one as a passenger.',
    qNumberButton: 'Log in with Q-number',
    emailLink: 'Log in with e-mail',
    help: 'Help and support',
  },
  emailLogin: {
    title: 'Log in with e-mail',
    email: 'E-mail',
    password: 'Password',
    submit: 'Log in',
    emptyFields: 'Please provide e-mail and password!',
    noAccount: 'No account yet?',
    signUp: 'Sign up',
  },
  resetPassword: {
    link: 'Forgot your password?',
    hint: 'The support resets your password: the link opens an e-mail to the support.',
    subject: 'WEN: reset password',
    body: 'Hello WEN support,\n\nplease reset the password of my WEN account.\n\nE-mail address of the account: {{email}}',
  },
  loginFailed: {
    title: 'Login failed',
    credentials:
      "Credentials don't match. Please check your e-mail and password, or sign up first.",
    tooManyAttempts:
      'Too many login attempts. Your account is temporarily locked. Please try again later.',
    inactive:
      'Inactive Account: please confirm your e-mail address with the link from the sign-up mail. If that does not work, contact support.',
    generic: 'Login failed. Please try again.',
  },
};
