import { useId, useRef, type KeyboardEvent, type ReactNode } from 'react';
import type { PickerTab } from './use-picker-sections';
import { useLocationPickerTranslation } from './location-picker-texts';

const TABS: readonly PickerTab[] = ['campus', 'other'];

/** The Campus / Other places tabs (only with bmwBuildings enabled), with arrow-key switching. */
export function PickerTabs(props: {
  tab: PickerTab;
  onChoose: (tab: PickerTab) => void;
  children: ReactNode;
}) {
  const { tab, onChoose } = props;
  const { t } = useLocationPickerTranslation();
  const tabRefs = useRef<Record<PickerTab, HTMLButtonElement | null>>({
    campus: null,
    other: null,
  });
  const ids = { panel: useId(), tab: useId() };

  const onTabKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    if (event.key !== 'ArrowLeft' && event.key !== 'ArrowRight') return;
    event.preventDefault();
    const next = TABS[(TABS.indexOf(tab) + 1) % TABS.length] ?? 'other';
    onChoose(next);
    tabRefs.current[next]?.focus();
  };

  return (
    <div className="stack">
      <div role="tablist" aria-label={t('tabs.label')} className="picker-tabs">
        {TABS.map((entry) => (
          <button
            key={entry}
            ref={(element) => {
              tabRefs.current[entry] = element;
            }}
            id={`${ids.tab}-${entry}`}
            type="button"
            role="tab"
            className="picker-tabs__tab"
            aria-selected={tab === entry}
            aria-controls={ids.panel}
            tabIndex={tab === entry ? 0 : -1}
            onClick={() => onChoose(entry)}
            onKeyDown={onTabKeyDown}
          >
            {t(`tabs.${entry}`)}
          </button>
        ))}
      </div>
      <div role="tabpanel" id={ids.panel} aria-labelledby={`${ids.tab}-${tab}`}>
        {props.children}
      </div>
    </div>
  );
}
