import { ScreenFrame } from '@/components/screen-frame';
import { showFlash } from '@/components/flash-message';
import { useNavigate } from '@/lib/navigation';
import { useCurrentUser } from '@/domain/session/current-user';
import { goBack, useHelpTopicState } from './help-navigation';
import { SupportMessageForm } from './support-message-form';
import { useHelpSupportTranslation } from './help-support-texts';

/**
 * /contact-support (state: title, integrationId): the support message in an 8-row text box. On success it goes
 * back, confirming there. Without a state the topic is the car-pooling service.
 */
export function ContactSupportScreen() {
  const { t } = useHelpSupportTranslation();
  const user = useCurrentUser();
  const navigate = useNavigate();
  const { title, integrationId } = useHelpTopicState();

  return (
    <ScreenFrame
      title={title ?? t('contactSupport.title')}
      back={{ onClick: () => goBack(navigate) }}
    >
      {user && (
        <SupportMessageForm
          userId={user.id}
          integrationId={integrationId}
          onSent={() => {
            // As the spec says, success goes back; the confirmation shows on the screen returned to.
            showFlash({ text: t('messageForm.sent') });
            goBack(navigate);
          }}
        />
      )}
    </ScreenFrame>
  );
}
