import { useId } from 'react';
import { useSnapshot } from 'valtio';
import { Link } from 'wouter';
import { showFlash } from '@/components/flash-message';
import { ScreenFrame } from '@/components/screen-frame';
import { INFO_LINKS, LEGAL_LINKS, SUPPORT_CONTACTS } from '@/lib/legal-links';
import { useNavigate } from '@/lib/navigation';
import { ROUTES } from '@/lib/routes';
import { useCurrentUser } from '@/domain/session/current-user';
import { session } from '@/domain/session/session-state';
import { ExternalLinkList, FaqAndHotline, TopicLink } from './help-links';
import { DEFAULT_INTEGRATION_ID, goBack } from './help-navigation';
import { SupportMessageForm } from './support-message-form';
import { useHelpSupportTranslation } from './help-support-texts';

/**
 * /support (open, also from the login screen's help icon; spec section 2): the support message form (not
 * anonymous; it needs a token, so logged-out visitors get a hint to log in instead), feedback for logged-in
 * users, FAQ, hotline, and the info, legal, imprint, licenses and website links.
 */
export function SupportScreen() {
  const { t } = useHelpSupportTranslation();
  const { isLoggedIn } = useSnapshot(session);
  const user = useCurrentUser();
  const navigate = useNavigate();
  const messageId = useId();
  const contactId = useId();
  const aboutId = useId();
  const contacts = SUPPORT_CONTACTS.wen;

  return (
    <ScreenFrame title={t('support.title')} back={{ onClick: () => goBack(navigate) }}>
      <div className="stack">
        <p>{t('support.intro')}</p>
        <section className="stack help-section" aria-labelledby={messageId}>
          <h2 id={messageId}>{t('support.messageHeading')}</h2>
          {isLoggedIn && user ? (
            <SupportMessageForm
              userId={user.id}
              integrationId={DEFAULT_INTEGRATION_ID}
              onSent={() => showFlash({ text: t('messageForm.sent'), path: ROUTES.support })}
            />
          ) : (
            <>
              <p>{t('support.loginHint')}</p>
              <Link href={ROUTES.login} className="button button--secondary">
                {t('support.loginLink')}
              </Link>
            </>
          )}
        </section>
        <section className="stack help-section" aria-labelledby={contactId}>
          <h2 id={contactId}>{t('support.contactHeading')}</h2>
          {isLoggedIn && (
            <TopicLink
              to={ROUTES.feedback}
              title={t('support.feedbackTitle')}
              integrationId={DEFAULT_INTEGRATION_ID}
              secondary
            >
              {t('links.feedback')}
            </TopicLink>
          )}
          <FaqAndHotline faq={contacts.faq} hotline={contacts.hotline} />
        </section>
        <section className="stack help-section" aria-labelledby={aboutId}>
          <h2 id={aboutId}>{t('support.aboutHeading')}</h2>
          <ExternalLinkList
            links={[
              { href: INFO_LINKS.info, label: t('links.info') },
              { href: LEGAL_LINKS.legal, label: t('links.legal') },
              { href: LEGAL_LINKS.imprint, label: t('links.imprint') },
              { href: INFO_LINKS.licenses, label: t('links.licenses') },
              { href: contacts.website, label: t('links.website') },
            ]}
          />
        </section>
      </div>
    </ScreenFrame>
  );
}
