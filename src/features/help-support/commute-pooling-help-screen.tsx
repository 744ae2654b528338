import { useId } from 'react';
import { APP_VERSION } from '@contract/plain-forms';
import { ScreenFrame } from '@/components/screen-frame';
import { currentEnvironmentLabel } from '@/features/help-support/environment-label';
import { SUPPORT_CONTACTS } from '@/lib/legal-links';
import { ROUTES } from '@/lib/routes';
import { useNavigate } from '@/lib/navigation';
import { ExternalLink, TopicLink } from './help-links';
import { goBack } from './help-navigation';
import { useHelpSupportTranslation } from './help-support-texts';

/**
 * /commute-pooling/help (spec section 2): title and body, the buttons FAQ (external), feedback, support and
 * website (external), the app version and the environment label of the backend.
 */
export function CommutePoolingHelpScreen() {
  const { t } = useHelpSupportTranslation();
  const navigate = useNavigate();
  const aboutId = useId();
  const contacts = SUPPORT_CONTACTS.commutePooling;

  return (
    <ScreenFrame title={t('commutePoolingHelp.title')} back={{ onClick: () => goBack(navigate) }}>
      <div className="stack">
        <h2>{t('commutePoolingHelp.heading')}</h2>
        <p>{t('commutePoolingHelp.body')}</p>
        <div className="help-actions">
          <ExternalLink href={contacts.faq} asButton>
            {t('commutePoolingHelp.faq')}
          </ExternalLink>
          <TopicLink
            to={ROUTES.feedback}
            title={t('commutePoolingHelp.feedbackTitle')}
            integrationId="commutePooling"
          >
            {t('commutePoolingHelp.feedback')}
          </TopicLink>
          <TopicLink
            to={ROUTES.contactSupport}
            title={t('commutePoolingHelp.supportTitle')}
            integrationId="commutePooling"
          >
            {t('commutePoolingHelp.support')}
          </TopicLink>
          <ExternalLink href={contacts.website} asButton>
            {t('commutePoolingHelp.website')}
          </ExternalLink>
        </div>
        <section className="help-section" aria-labelledby={aboutId}>
          <h2 id={aboutId} className="visually-hidden">
            {t('commutePoolingHelp.aboutHeading')}
          </h2>
          <dl className="help-about">
            <div>
              <dt>{t('commutePoolingHelp.version')}</dt>
              <dd>{APP_VERSION}</dd>
            </div>
            <div>
              <dt>{t('commutePoolingHelp.environment')}</dt>
              <dd>{currentEnvironmentLabel()}</dd>
            </div>
          </dl>
        </section>
      </div>
    </ScreenFrame>
  );
}
