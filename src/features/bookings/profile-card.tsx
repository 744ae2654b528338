import { useId } from 'react';
import type { User } from '@contract/schemas';
import { deleteAccountMailto, profileNumbers, profileNumbersKind } from './profile';
import { useBookingsTranslation } from './bookings-texts';

/** My page's profile card: name, department, numbers, e-mail, and how to ask for the account's deletion. */
export function ProfileCard({ user }: { user: User }) {
  const { t } = useBookingsTranslation();
  const headingId = useId();
  const numbers = profileNumbers(user);
  const numbersKind = profileNumbersKind(user);
  const mailto = deleteAccountMailto(user, {
    subject: t('myPage.deleteMail.subject'),
    body: (values) => t('myPage.deleteMail.body', values),
  });
  return (
    <section className="profile-card" aria-labelledby={headingId}>
      <h2 id={headingId}>
        {user.givenName} {user.familyName}
      </h2>
      <dl className="posting-summary">
        {user.department && (
          <div className="posting-summary__row">
            <dt>{t('myPage.department')}</dt>
            <dd>{user.department}</dd>
          </div>
        )}
        {numbers && numbersKind && (
          <div className="posting-summary__row">
            <dt>{t(`myPage.${numbersKind}`)}</dt>
            <dd>{numbers}</dd>
          </div>
        )}
        {user.email && (
          <div className="posting-summary__row">
            <dt>{t('myPage.email')}</dt>
            <dd>{user.email}</dd>
          </div>
        )}
      </dl>
      <a className="profile-card__delete" href={mailto}>
        {t('myPage.deleteAccount')}
      </a>
    </section>
  );
}
