import { useState } from 'react';
import { useSnapshot } from 'valtio';
import { todayKey, type DateCorrection } from './date-rules';
import { DatePickerField } from './date-picker-field';
import {
  postingDraft,
  setPeriodEnd,
  setPeriodStart,
  type PeriodCorrections,
} from './posting-draft-store';
import { usePostingCreationTranslation } from './posting-creation-texts';

const NO_CORRECTIONS: PeriodCorrections = { start: null, end: null };

/**
 * From and Until of a recurring posting: the start not before today, the end not before the start. A date the
 * rules changed says so next to its field until the user picks again.
 */
export function PeriodFields() {
  const { t } = usePostingCreationTranslation();
  const { periodStart, periodEnd } = useSnapshot(postingDraft);
  const [corrections, setCorrections] = useState<PeriodCorrections>(NO_CORRECTIONS);
  const today = todayKey(new Date());
  const noteOf = (correction: DateCorrection | null) =>
    correction ? t(`picker.corrected.${correction}`) : '';
  return (
    <fieldset className="posting-fieldset">
      <legend className="field__label">{t('period.legend')}</legend>
      <DatePickerField
        label={t('period.from')}
        mode="date"
        value={periodStart}
        min={today}
        note={noteOf(corrections.start)}
        onChange={(value) => setCorrections(setPeriodStart(value))}
      />
      <DatePickerField
        label={t('period.until')}
        mode="date"
        value={periodEnd}
        min={periodStart && periodStart > today ? periodStart : today}
        note={noteOf(corrections.end)}
        onChange={(value) => setCorrections({ start: null, end: setPeriodEnd(value) })}
      />
    </fieldset>
  );
}
