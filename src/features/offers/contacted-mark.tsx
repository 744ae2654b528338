import { useCurrentUser } from '@/domain/session/current-user';
import { formatLanguageDate } from '@/domain/posting/format-date';
import { forgetContacted, useContactedColleagues } from './contacted-colleagues';
import { posterKey } from './offer-folding';
import { useOffersTranslation } from './offers-texts';

/** On an offer's detail: since when the user has written to this colleague, and the way to take the mark back. */
export function ContactedMark({ email }: { email: string }) {
  const { t, i18n } = useOffersTranslation();
  const user = useCurrentUser();
  const markedAt = useContactedColleagues()[posterKey(email)];
  if (!user || !markedAt) return null;
  return (
    <div className="stack stack--tight">
      <p className="offer-mark">
        {t('detail.contactedOn', { date: formatLanguageDate(markedAt, i18n.language) })}
      </p>
      <button
        type="button"
        className="button button--secondary"
        onClick={() => forgetContacted(user.id, email)}
      >
        {t('detail.forgetContacted')}
      </button>
    </div>
  );
}
