import type { FormEvent, ReactNode } from 'react';
import type { HeaderBack } from '@/components/app-header';
import { ProgressDots } from '@/components/progress-dots';
import { ScreenFrame } from '@/components/screen-frame';
import { usePostingCreationTranslation } from './posting-creation-texts';

interface CreationStepFrameProps {
  title: string;
  back: HeaderBack;
  /** The progress dot to highlight (none on the intro). */
  step?: 1 | 2 | 3;
  canContinue: boolean;
  onContinue: () => void;
  /** 'Continue' unless given. */
  submitLabel?: string;
  /** Extra content below the button (e.g. a busy indicator). */
  footer?: ReactNode;
  /** The button shows a spinner (e.g. while creating); it keeps its name. */
  busy?: boolean;
  children: ReactNode;
}

/** A screen of the creation flow: header, progress dots, the step's form and its continue button. */
export function CreationStepFrame({
  title,
  back,
  step,
  canContinue,
  onContinue,
  submitLabel,
  footer,
  busy = false,
  children,
}: CreationStepFrameProps) {
  const { t } = usePostingCreationTranslation();
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (canContinue) onContinue();
  };
  return (
    <ScreenFrame title={title} back={back}>
      <div className="stack">
        {step !== undefined && <ProgressDots current={step} />}
        <form className="stack creation-step" noValidate onSubmit={submit}>
          {children}
          <button
            type="submit"
            className="button creation-step__submit"
            disabled={!canContinue}
            aria-busy={busy}
          >
            {busy && <span className="button-spinner" aria-hidden="true" />}
            {submitLabel ?? t('continue')}
          </button>
          {footer}
        </form>
      </div>
    </ScreenFrame>
  );
}
