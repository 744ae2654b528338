import { useId } from 'react';
import { TimeField } from '@/components/time-field';
import {
  setOnlyInTimeWindow,
  setTimeWindow,
  setTimeWindowOn,
  type TimeWindowChoice,
} from './offers-list-filter';
import { useOffersTranslation } from './offers-texts';
import { TIME_WINDOW_MARGINS } from './time-window';

/**
 * The time of day (issue 22, item 6), off by default: 'Mark departures around a time', the time and how much
 * either side, and 'Only in my time window'. Marks and filters only; the spec's order stays.
 */
export function TimeWindowControls({
  choice,
  windowText,
}: {
  choice: TimeWindowChoice;
  windowText: string | null;
}) {
  const { t } = useOffersTranslation();
  const marginId = useId();
  return (
    <fieldset className="time-window">
      <legend className="visually-hidden">{t('overview.timeWindow.legend')}</legend>
      <ListSwitch
        checked={choice.on}
        onChange={setTimeWindowOn}
        label={t('overview.timeWindow.on')}
      />
      {choice.on && (
        <>
          <div className="time-window__fields">
            <div className="field">
              <TimeField
                label={t('overview.timeWindow.around')}
                step={300}
                value={choice.window.around}
                onChange={(around) => setTimeWindow({ around })}
              />
            </div>
            <div className="field">
              <label className="field__label" htmlFor={marginId}>
                {t('overview.timeWindow.margin')}
              </label>
              <select
                id={marginId}
                value={choice.window.margin}
                onChange={(event) => setTimeWindow({ margin: Number(event.target.value) })}
              >
                {TIME_WINDOW_MARGINS.map((minutes) => (
                  <option key={minutes} value={minutes}>
                    {t('overview.timeWindow.minutes', { minutes })}
                  </option>
                ))}
              </select>
            </div>
          </div>
          {windowText === null ? (
            <p className="find-hint">{t('overview.timeWindow.noTime')}</p>
          ) : (
            <ListSwitch
              checked={choice.only}
              onChange={setOnlyInTimeWindow}
              label={t('overview.timeWindow.only', { window: windowText })}
            />
          )}
        </>
      )}
    </fieldset>
  );
}

/** A switch of the list (a real checkbox with its label, a 44 px row): filters and marks. */
export function ListSwitch({
  checked,
  onChange,
  label,
  className,
}: {
  checked: boolean;
  onChange: (checked: boolean) => void;
  label: string;
  className?: string;
}) {
  return (
    <label className={className ? `checkbox-field ${className}` : 'checkbox-field'}>
      <input
        type="checkbox"
        checked={checked}
        onChange={(event) => onChange(event.target.checked)}
      />
      <span>{label}</span>
    </label>
  );
}

/** How many entries the list has, and how many a filter hides (the list's status line). */
export function OffersCount({
  allCount,
  listedCount,
  timeWindow,
  dayText,
}: {
  /** Entries of the whole answer. */
  allCount: number;
  /** Entries the filters leave. */
  listedCount: number;
  /** The time window as text while it filters (else the day does, when anything is hidden). */
  timeWindow: string | null;
  dayText: string;
}) {
  const { t } = useOffersTranslation();
  const hidden = allCount - listedCount;
  return (
    <p role="status" className="find-hint">
      {hidden === 0
        ? t('overview.count', { count: allCount })
        : timeWindow !== null
          ? listedCount === 0
            ? t('overview.allHiddenInWindow', { count: hidden, window: timeWindow })
            : t('overview.countInWindow', { count: listedCount, hidden, window: timeWindow })
          : listedCount === 0
            ? t('overview.allHidden', { count: hidden, day: dayText })
            : t('overview.countOnDate', { count: listedCount, hidden, day: dayText })}
    </p>
  );
}
