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

/**
 * The start screen while the app signs in, and (pre-rendered into index.html) before its JavaScript has arrived:
 * the app's mark and name over the spinner, never a blank page on a slow network.
 */
export function StartSplash({ label }: SpinnerProps) {
  return (
    <div className="full-screen-center start-splash">
      <svg className="start-splash__mark" viewBox="0 0 64 64" aria-hidden="true" focusable="false">
        <rect width="64" height="64" rx="14" fill="#1c69d4" />
        <path
          d="M12 20l8 26 12-20 12 20 8-26"
          fill="none"
          stroke="#fff"
          strokeWidth="7"
          strokeLinecap="round"
          strokeLinejoin="round"
        />
      </svg>
      <p className="start-splash__name" aria-hidden="true">
        WEN
      </p>
      <Spinner label={label} />
    </div>
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
