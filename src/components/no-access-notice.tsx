import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { SUPPORT_CONTACTS, telHref } from '@/lib/legal-links';
import { historyState } from '@/lib/navigation';
import { ROUTES } from '@/lib/routes';
import { mailtoLink } from '@/lib/support-contact';

/** Access to car-pooling is a matter for its own support (spec section 9: support contacts per service). */
const ACCESS_CONTACT = SUPPORT_CONTACTS.commutePooling;

/**
 * The no-access notice (spec sections 2 and 6): a user not eligible for the mobility services cannot use them,
 * and is told why and whom to ask: the car-pooling support by e-mail or phone, a support message in the app,
 * and the help screen (FAQ, hotline).
 */
export function NoAccessNotice() {
  const { t } = useTranslation('common');
  const helpHeadingId = useId();
  return (
    <>
      <p>{t('noAccess.text')}</p>
      <p>{t('noAccess.reason')}</p>
      <p>{t('noAccess.hint')}</p>
      <section className="stack" aria-labelledby={helpHeadingId}>
        <h3 id={helpHeadingId}>{t('noAccess.helpHeading')}</h3>
        <p>{t('noAccess.contactHint')}</p>
        <ul className="help-links">
          <li>
            <a
              href={mailtoLink({ to: ACCESS_CONTACT.email, subject: t('noAccess.supportTitle') })}
              className="help-link"
            >
              {t('noAccess.email', { email: ACCESS_CONTACT.email })}
            </a>
          </li>
          <li>
            <a href={telHref(ACCESS_CONTACT.hotline)} className="help-link">
              {t('noAccess.phone', { number: ACCESS_CONTACT.hotline })}
            </a>
          </li>
        </ul>
        <div className="help-actions">
          <Link
            href={ROUTES.contactSupport}
            state={historyState<typeof ROUTES.contactSupport>({
              title: t('noAccess.supportTitle'),
              integrationId: 'commutePooling',
            })}
            className="button button--secondary"
          >
            {t('noAccess.contactSupport')}
          </Link>
          <Link href={ROUTES.help} className="button button--secondary">
            {t('noAccess.help')}
          </Link>
        </div>
      </section>
    </>
  );
}
