import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio';
import { todayKey } from './date-rules';
import { DatePickerField } from './date-picker-field';
import { postingDraft, setPeriodEnd, setPeriodStart } from './posting-draft-store';

/** From and Until of a recurring posting: the start not before today, the end not before the start. */
export function PeriodFields() {
  const { t } = useTranslation('postingCreation');
  const { periodStart, periodEnd } = useSnapshot(postingDraft);
  const today = todayKey(new Date());
  return (
    <fieldset className="posting-fieldset">
      <legend className="field__label">{t('period.legend')}</legend>
      <DatePickerField
        label={t('period.from')}
        mode="date"
        value={periodStart}
        min={today}
        onChange={(value) => setPeriodStart(value)}
      />
      <DatePickerField
        label={t('period.until')}
        mode="date"
        value={periodEnd}
        min={periodStart && periodStart > today ? periodStart : today}
        onChange={(value) => setPeriodEnd(value)}
      />
    </fieldset>
  );
}
