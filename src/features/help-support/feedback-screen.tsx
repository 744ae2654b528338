import { useMutation } from '@tanstack/react-query';
import { useId, useState, type FormEvent } from 'react';
import { feedbackMutation } from '@/api/messages';
import { ScreenFrame } from '@/components/screen-frame';
import { Spinner } from '@/components/spinner';
import { showFlash } from '@/components/flash-message';
import { useNavigate } from '@/lib/navigation';
import { useCurrentUser } from '@/domain/session/current-user';
import { NotAnonymousNote } from './help-links';
import { goBack, useHelpTopicState } from './help-navigation';
import { FEEDBACK_MESSAGE_MAX_LENGTH } from '@contract/plain-forms';
import { buildFeedbackPayload, NPS_RATINGS } from './payloads';
import { useSendMessage } from './use-send-message';
import { useHelpSupportTranslation } from './help-support-texts';

/**
 * /feedback (state: title, integrationId; spec section 2): a rating 0 to 10 as radio buttons with the scale
 * ends 'unlikely' and 'likely', an optional 4-row text (sent as 'no answer' when empty), the not-anonymous
 * note, and Send, disabled until a rating is chosen and while sending. Success goes back, thanking there.
 */
export function FeedbackScreen() {
  const { t } = useHelpSupportTranslation();
  const user = useCurrentUser();
  const navigate = useNavigate();
  const { title, integrationId } = useHelpTopicState();
  const { send, sending } = useSendMessage(useMutation(feedbackMutation()));
  const [rating, setRating] = useState<number | null>(null);
  const [text, setText] = useState('');
  const noteId = useId();
  const scaleId = useId();
  const hintId = useId();

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!user || rating === null || sending) return;
    const sent = await send(
      buildFeedbackPayload({ userId: user.id, npsRating: rating, text, integrationId }),
    );
    // As the spec says, success goes back; the thanks show on the screen returned to.
    if (sent) {
      showFlash({ text: t('feedback.sent') });
      goBack(navigate);
    }
  };

  return (
    <ScreenFrame title={title ?? t('feedback.title')} back={{ onClick: () => goBack(navigate) }}>
      <form className="stack" noValidate onSubmit={(event) => void submit(event)}>
        <NotAnonymousNote id={noteId}>{t('notAnonymous.feedback')}</NotAnonymousNote>
        <fieldset className="rating" aria-describedby={scaleId}>
          <legend className="field__label">{t('feedback.ratingLegend')}</legend>
          <p id={scaleId} className="visually-hidden">
            {t('feedback.scale')}
          </p>
          <div className="rating__options">
            {NPS_RATINGS.map((value) => (
              <label key={value} className="rating__option">
                <input
                  type="radio"
                  name="npsRating"
                  value={value}
                  checked={rating === value}
                  onChange={() => setRating(value)}
                  className="rating__input"
                />
                <span>{value}</span>
              </label>
            ))}
          </div>
          <div className="rating__ends" aria-hidden="true">
            <span>{t('feedback.unlikely')}</span>
            <span>{t('feedback.likely')}</span>
          </div>
        </fieldset>
        <label className="field">
          <span className="field__label">{t('feedback.messageLabel')}</span>
          <textarea
            name="message"
            rows={4}
            maxLength={FEEDBACK_MESSAGE_MAX_LENGTH}
            value={text}
            onChange={(event) => setText(event.target.value)}
            aria-describedby={noteId}
          />
        </label>
        {rating === null && (
          <p id={hintId} className="help-note">
            {t('feedback.ratingRequired')}
          </p>
        )}
        <div className="help-send">
          <button
            type="submit"
            className="button"
            disabled={rating === null || sending}
            aria-busy={sending}
            aria-describedby={rating === null ? hintId : undefined}
          >
            {t('feedback.send')}
          </button>
          {sending && <Spinner label={t('feedback.sending')} />}
        </div>
      </form>
    </ScreenFrame>
  );
}
