import { useId, useState } from 'react';
import type { User } from '@contract/schemas';
import type { MockControl, MockUserFlags } from '@/lib/mock-control';
import { useCurrentUser } from '@/domain/session/current-user';
import { PanelSection } from './panel-section';
import { usePanelText } from './panel-text';
import { useMockControlState } from './use-mock-control';

interface FlagRow {
  key: 'commutePooling' | 'bmwBuildings' | 'acceptedTerms' | 'active';
  read: (user: User) => boolean;
  change: (value: boolean) => MockUserFlags;
}

const FLAGS: readonly FlagRow[] = [
  {
    key: 'commutePooling',
    read: (user) => user.commutePooling.enabled,
    change: (enabled) => ({ commutePooling: { enabled } }),
  },
  {
    key: 'bmwBuildings',
    read: (user) => user.bmwBuildings.enabled,
    change: (enabled) => ({ bmwBuildings: { enabled } }),
  },
  {
    key: 'acceptedTerms',
    read: (user) => user.acceptedTerms,
    change: (acceptedTerms) => ({ acceptedTerms }),
  },
  { key: 'active', read: (user) => user.active, change: (active) => ({ active }) },
];

/**
 * The signed-in user's flags as the backend has them, switchable live. Only the backend changes: the app's own
 * user refresh (window focus, every minute) is what brings them to the screen.
 */
export function UserFlagsSection({ control }: { control: MockControl }) {
  const { text } = usePanelText();
  // Re-reads the backend's user after every change of the data.
  useMockControlState(control);
  const user = useCurrentUser();
  const hintId = useId();
  const backendUser = user ? control.getUser(user.id) : null;
  // Shown at once while the change is being saved (it waits for the other tabs' write lock).
  const [pending, setPending] = useState<Partial<Record<FlagRow['key'], boolean>>>({});
  const switchFlag = (flag: FlagRow, userId: string, value: boolean) => {
    setPending((current) => ({ ...current, [flag.key]: value }));
    void control
      .setUserFlags(userId, flag.change(value))
      .finally(() => setPending(({ [flag.key]: _done, ...rest }) => rest));
  };

  return (
    <PanelSection title={text.user.heading}>
      {backendUser ? (
        <>
          <p>
            {backendUser.givenName} {backendUser.familyName} (
            {backendUser.email ?? backendUser.qNumber})
          </p>
          {FLAGS.map((flag) => (
            <label key={flag.key} className="checkbox-field">
              <input
                type="checkbox"
                checked={pending[flag.key] ?? flag.read(backendUser)}
                aria-describedby={hintId}
                onChange={(event) => switchFlag(flag, backendUser.id, event.target.checked)}
              />
              <span>{text.user[flag.key]}</span>
            </label>
          ))}
          <p id={hintId} className="hint">
            {text.user.hint}
          </p>
        </>
      ) : (
        <p>{text.user.none}</p>
      )}
    </PanelSection>
  );
}
