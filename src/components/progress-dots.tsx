import { useTranslation } from 'react-i18next';

/** The creation flow has three steps (spec section 2). */
export const PROGRESS_STEPS = 3;

interface ProgressDotsProps {
  /** 1-based step to highlight. */
  current: number;
  total?: number;
}

/** The 3-dot progress indicator; announced as 'Step n of 3'. */
export function ProgressDots({ current, total = PROGRESS_STEPS }: ProgressDotsProps) {
  const { t } = useTranslation('common');
  return (
    <div className="progress-dots">
      <span className="visually-hidden">{t('progress', { current, total })}</span>
      {Array.from({ length: total }, (_, index) => (
        <span
          key={index}
          aria-hidden="true"
          className={index + 1 === current ? 'progress-dots__dot is-current' : 'progress-dots__dot'}
          data-current={index + 1 === current}
        />
      ))}
    </div>
  );
}
