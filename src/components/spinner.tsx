import { useTranslation } from 'react-i18next';

interface SpinnerProps {
  /** What is loading; 'Loading …' when absent. */
  label?: string;
}

/** A busy indicator announced to assistive technology (role status with a label). */
export function Spinner({ label }: SpinnerProps) {
  const { t } = useTranslation('common');
  const text = label ?? t('loading');
  return (
    <span role="status" aria-label={text} className="spinner">
      <span className="spinner__wheel" aria-hidden="true" />
      <span className="visually-hidden">{text}</span>
    </span>
  );
}

/** Fills the screen while the app itself is not ready (start-up sign-in, loading a screen): never blank. */
export function FullScreenSpinner({ label }: SpinnerProps) {
  return (
    <div className="full-screen-center">
      <Spinner label={label} />
    </div>
  );
}
