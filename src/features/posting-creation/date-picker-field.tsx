import { DateField } from '@/components/date-field';
import { formatPickerDate, formatPickerDateTime } from '@/domain/posting/format-date';
import { parseDayKey, parseLocalDateTime } from './date-rules';
import { usePostingCreationTranslation } from './posting-creation-texts';

interface DatePickerFieldProps {
  label: string;
  /** 'date': a day 'yyyy-MM-dd' shown dd/MM/yyyy; 'datetime': 'yyyy-MM-ddTHH:mm' shown dd/MM/yyyy HH:mm. */
  mode: 'date' | 'datetime';
  value: string | null;
  /** Earliest selectable value, in the same shape as the value. */
  min: string;
  /** Seconds between selectable times (datetime only). */
  step?: number;
  onChange: (value: string) => void;
  /** A short help text under the field. */
  hint?: string;
  /** Says that the chosen value was corrected by the date rules. */
  note?: string;
}

/** A date (or date and time) of the creation flow: one tap opens the picker, shown in the spec's picker format. */
export function DatePickerField({ mode, value, ...field }: DatePickerFieldProps) {
  const { t } = usePostingCreationTranslation();
  const shown =
    mode === 'date'
      ? formatPickerDate(parseDayKey(value))
      : formatPickerDateTime(parseLocalDateTime(value));
  return (
    <DateField
      {...field}
      type={mode === 'date' ? 'date' : 'datetime-local'}
      value={value}
      shown={shown}
      placeholder={t('picker.empty')}
    />
  );
}
