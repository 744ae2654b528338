import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { ROUTES, routeState } from '@/lib/routes';

/**
 * The no-access notice (spec sections 2 and 6): a user not eligible for the mobility services cannot use them, but
 * can find help: the help screen (FAQ, hotline) and a support message about the access.
 */
export function NoAccessNotice() {
  const { t } = useTranslation('common');
  const helpHeadingId = useId();
  return (
    <>
      <p>{t('noAccess.text')}</p>
      <p>{t('noAccess.hint')}</p>
      <section className="stack" aria-labelledby={helpHeadingId}>
        <h3 id={helpHeadingId}>{t('noAccess.helpHeading')}</h3>
        <div className="help-actions">
          <Link href={ROUTES.help} className="button button--secondary">
            {t('noAccess.help')}
          </Link>
          <Link
            href={ROUTES.contactSupport}
            state={routeState(ROUTES.contactSupport, {
              title: t('noAccess.supportTitle'),
              integrationId: 'commutePooling',
            })}
            className="button button--secondary"
          >
            {t('noAccess.contactSupport')}
          </Link>
        </div>
      </section>
    </>
  );
}
