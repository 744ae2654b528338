import { useId } from 'react';
import { useSnapshot } from 'valtio';
import { ScreenFrame } from '@/components/screen-frame';
import { LEGAL_LINKS, SUPPORT_CONTACTS } from '@/lib/legal-links';
import { useNavigate } from '@/lib/navigation';
import { ROUTES } from '@/lib/routes';
import { session } from '@/domain/session/session-state';
import { ExternalLinkList, FaqAndHotline, TopicLink } from './help-links';
import { DEFAULT_INTEGRATION_ID, goBack } from './help-navigation';
import { useHelpSupportTranslation } from './help-support-texts';

/**
 * /help (open to everybody; spec sections 2 and 6): FAQ and hotline for all, feedback and support only for
 * logged-in users, and the legal links terms, privacy, imprint and legal.
 */
export function HelpScreen() {
  const { t } = useHelpSupportTranslation();
  const { isLoggedIn } = useSnapshot(session);
  const navigate = useNavigate();
  const contactId = useId();
  const legalId = useId();
  const contacts = SUPPORT_CONTACTS.wen;

  return (
    <ScreenFrame title={t('help.title')} back={{ onClick: () => goBack(navigate) }}>
      <div className="stack">
        <p>{t('help.intro')}</p>
        <section className="stack help-section" aria-labelledby={contactId}>
          <h2 id={contactId}>{t('help.contactHeading')}</h2>
          <FaqAndHotline faq={contacts.faq} hotline={contacts.hotline} />
          {isLoggedIn && (
            <div className="help-actions">
              <TopicLink
                to={ROUTES.feedback}
                title={t('help.feedbackTitle')}
                integrationId={DEFAULT_INTEGRATION_ID}
              >
                {t('links.feedback')}
              </TopicLink>
              <TopicLink
                to={ROUTES.contactSupport}
                title={t('help.supportTitle')}
                integrationId={DEFAULT_INTEGRATION_ID}
              >
                {t('links.support')}
              </TopicLink>
            </div>
          )}
        </section>
        <section className="stack help-section" aria-labelledby={legalId}>
          <h2 id={legalId}>{t('help.legalHeading')}</h2>
          <ExternalLinkList
            links={[
              { href: LEGAL_LINKS.terms, label: t('links.terms') },
              { href: LEGAL_LINKS.privacy, label: t('links.privacy') },
              { href: LEGAL_LINKS.imprint, label: t('links.imprint') },
              { href: LEGAL_LINKS.legal, label: t('links.legal') },
            ]}
          />
        </section>
      </div>
    </ScreenFrame>
  );
}
