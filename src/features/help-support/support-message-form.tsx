import { useMutation } from '@tanstack/react-query';
import { useId, useState, type FormEvent } from 'react';
import type { IntegrationId } from '@contract/schemas';
import { supportMessageMutation } from '@/api/messages';
import { Spinner } from '@/components/spinner';
import { NotAnonymousNote } from './help-links';
import { SUPPORT_MESSAGE_MAX_LENGTH } from '@contract/plain-forms';
import { buildSupportPayload, isBlank } from './payloads';
import { useSendMessage } from './use-send-message';
import { useHelpSupportTranslation } from './help-support-texts';

interface SupportMessageFormProps {
  userId: string;
  integrationId: IntegrationId;
  /** Runs after the message was accepted (the form is emptied first). */
  onSent: () => void;
}

/**
 * The support message (spec section 2): an 8-row text box (section 9) and Send, disabled while the text is
 * empty (whitespace only counts as empty) or while sending. The text stays when sending fails.
 */
export function SupportMessageForm({ userId, integrationId, onSent }: SupportMessageFormProps) {
  const { t } = useHelpSupportTranslation();
  const { send, sending } = useSendMessage(useMutation(supportMessageMutation()));
  const [text, setText] = useState('');
  const noteId = useId();
  const blank = isBlank(text);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (blank || sending) return;
    const sent = await send(buildSupportPayload({ userId, text, integrationId }));
    if (sent) {
      setText('');
      onSent();
    }
  };

  return (
    <form className="stack" noValidate onSubmit={(event) => void submit(event)}>
      <NotAnonymousNote id={noteId}>{t('notAnonymous.message')}</NotAnonymousNote>
      <label className="field">
        <span className="field__label">{t('messageForm.label')}</span>
        <textarea
          name="message"
          rows={8}
          maxLength={SUPPORT_MESSAGE_MAX_LENGTH}
          value={text}
          onChange={(event) => setText(event.target.value)}
          aria-describedby={noteId}
          required
        />
      </label>
      <div className="help-send">
        <button type="submit" className="button" disabled={blank || sending} aria-busy={sending}>
          {t('messageForm.send')}
        </button>
        {sending && <Spinner label={t('messageForm.sending')} />}
      </div>
    </form>
  );
}
