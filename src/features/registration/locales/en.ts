import type { LocaleShape } from '@/lib/i18n';
import type { de } from './de';

export const en: LocaleShape<typeof de> = {
  continue: 'Continue',
  terms: {
    accept: 'I accept the terms of use and have read the privacy notice.',
    termsLink: 'Terms of use',
    privacyLink: 'Privacy notice',
    required: 'Please accept the terms of use and the privacy notice.',
  },
  firstStep: {
    title: 'Sign up',
    intro: 'Choose your credentials for WEN.',
    email: 'E-mail',
    password: 'Password',
    passwordHint: 'At least {{count}} characters',
    invalidEmail: 'Please enter a valid e-mail address.',
    passwordTooShort: 'The password must have at least {{count}} characters.',
    haveAccount: 'Already registered?',
    logIn: 'Log in',
  },
  secondStep: {
    title: 'Personal information',
    question: 'How do you use WEN?',
    corporate: {
      title: 'As an employee of the corporate group',
      text: 'You work for the corporate group and have an employee number.',
    },
    public: {
      title: 'As an external person',
      text: 'You do not belong to the corporate group, for example as a partner of a service provider.',
    },
  },
  employeeDetails: {
    title: 'Employee details',
    intro: 'All fields are mandatory.',
    givenName: 'First name',
    familyName: 'Last name',
    department: 'Department',
    employeeNumber: 'Employee number',
    employeeNumberPlaceholder: 'Q123456 or QX12345',
    required: 'Please fill in this field.',
    submit: 'Sign up',
    submitting: 'Sending the registration …',
  },
  signUpFailed: {
    title: 'Sign-up Failed',
    emailInUse: 'This e-mail address is already in use. Please log in or reset your password.',
    employeeNumberInUse:
      'This employee number is already registered. Please log in or contact support.',
    general:
      'The registration failed. Please review your input and try again. If the problem persists, contact support.',
  },
  thirdStep: {
    title: 'You got mail',
    headline: 'Please confirm your e-mail address',
    sentTo: 'We have sent a confirmation e-mail to:',
    validity:
      'Please confirm your registration with the link in this e-mail. The link is valid for {{count}} days.',
    group: {
      corporate:
        'Once confirmed, you can log in with your e-mail address and password and share rides with your colleagues.',
      public:
        'Once confirmed, you can log in as an external person with your e-mail address and password. Some services are open to employees of the corporate group only.',
    },
    logIn: 'Log in',
    openTestMailbox: 'Open test mailbox (test mode only)',
  },
  wenUser: {
    title: 'Register for WEN',
    headline: 'Welcome to WEN, {{givenName}} {{familyName}}!',
    welcome:
      'You have signed on with your Q-number. Register once for WEN to share rides with your colleagues.',
    email: 'E-mail',
    register: 'Register',
    registering: 'Registering …',
    cancel: 'Cancel',
    failure: {
      general:
        'The registration failed. Please try again. If the problem persists, contact support.',
      alreadyRegistered:
        'You are already registered or the e-mail address is in use. Please log in with your Q-number.',
      expired: 'Your sign-on has expired. Please log in with your Q-number again.',
    },
  },
  missingMail: {
    title: 'Add your e-mail address',
    text: 'WEN needs your e-mail address so that colleagues can reach you.',
    email: 'E-mail',
    invalid: 'invalid input',
    inUse: 'This e-mail address is already in use.',
    saving: 'Saving the e-mail address …',
  },
  confirmationEmailSent: {
    title: 'Confirmation e-mail sent',
    sentTo: 'Your e-mail address is saved. We have sent a confirmation e-mail to:',
    text: 'You can use WEN now.',
  },
};
