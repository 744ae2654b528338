import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { ArrowLeftIcon } from './icons';

/** An icon button or icon link of the header; `label` is its accessible name. */
export interface HeaderAction {
  label: string;
  icon: ReactNode;
  to?: string;
  onClick?: () => void;
  disabled?: boolean;
}

/** Back goes to a fixed route (`to`) or runs `onClick` (e.g. history back). */
export type HeaderBack = { to: string } | { onClick: () => void };

interface AppHeaderProps {
  title: string;
  back?: HeaderBack;
  actions?: HeaderAction[];
}

function IconControl({ label, icon, to, onClick, disabled }: HeaderAction) {
  if (to !== undefined) {
    return (
      <Link href={to} className="icon-button" aria-label={label} title={label}>
        {icon}
      </Link>
    );
  }
  return (
    <button
      type="button"
      className="icon-button"
      aria-label={label}
      title={label}
      onClick={onClick}
      disabled={disabled}
    >
      {icon}
    </button>
  );
}

/** The screen header: back arrow, title (the page's h1) and icon buttons. */
export function AppHeader({ title, back, actions = [] }: AppHeaderProps) {
  const { t } = useTranslation('common');
  return (
    <header className="app-header">
      <div className="app-header__side">
        {back && (
          <IconControl
            label={t('header.back')}
            icon={<ArrowLeftIcon />}
            {...('to' in back ? { to: back.to } : { onClick: back.onClick })}
          />
        )}
      </div>
      <h1 className="app-header__title">{title}</h1>
      <div className="app-header__side app-header__side--end">
        {actions.map((action) => (
          <IconControl key={action.label} {...action} />
        ))}
      </div>
    </header>
  );
}
