import type { ReactNode } from 'react';
import { Link } from 'wouter';
import type { IntegrationId } from '@contract/schemas';
import { telHref } from '@/lib/legal-links';
import { readHelpTopicState } from '@/lib/help-topic-state';
import type { ROUTES } from '@/lib/routes';
import { useHelpSupportTranslation } from './help-support-texts';

interface ExternalLinkProps {
  href: string;
  children: ReactNode;
  /** Styled as a button (the spec's "buttons" that lead to other sites); a link either way. */
  asButton?: boolean;
}

/** A link to another site, opened in a new tab, and saying so to screen readers. */
export function ExternalLink({ href, children, asButton = false }: ExternalLinkProps) {
  const { t } = useHelpSupportTranslation();
  return (
    <a
      href={href}
      target="_blank"
      rel="noopener noreferrer"
      className={asButton ? 'button button--secondary' : 'help-link'}
    >
      {children} <span className="visually-hidden">{t('links.newTab')}</span>
    </a>
  );
}

/** The hotline as a phone link (spec section 2: a tel: link). */
export function HotlineLink({ number }: { number: string }) {
  const { t } = useHelpSupportTranslation();
  return (
    <a href={telHref(number)} className="help-link">
      {t('links.hotline', { number })}
    </a>
  );
}

/** A list of links, one per line, each a 44px touch target. */
export function LinkList({ children }: { children: ReactNode }) {
  return <ul className="help-links">{children}</ul>;
}

export interface ExternalLinkItem {
  href: string;
  label: string;
}

/** Links to other sites, one per line. */
export function ExternalLinkList({ links }: { links: readonly ExternalLinkItem[] }) {
  return (
    <LinkList>
      {links.map(({ href, label }) => (
        <li key={label}>
          <ExternalLink href={href}>{label}</ExternalLink>
        </li>
      ))}
    </LinkList>
  );
}

/** FAQ and hotline, shown to everybody (spec section 6). */
export function FaqAndHotline({ faq, hotline }: { faq: string; hotline: string }) {
  const { t } = useHelpSupportTranslation();
  return (
    <LinkList>
      <li>
        <ExternalLink href={faq}>{t('links.faq')}</ExternalLink>
      </li>
      <li>
        <HotlineLink number={hotline} />
      </li>
    </LinkList>
  );
}

interface TopicLinkProps {
  to: typeof ROUTES.feedback | typeof ROUTES.contactSupport;
  title: string;
  integrationId: IntegrationId;
  children: ReactNode;
  secondary?: boolean;
}

/** Opens /feedback or /contact-support with the topic in the navigation state (spec section 2). */
export function TopicLink({
  to,
  title,
  integrationId,
  children,
  secondary = false,
}: TopicLinkProps) {
  return (
    <Link
      href={to}
      // Read as the target reads it: fresh plain objects the history can clone, unusable parts left out.
      state={readHelpTopicState({ title, integrationId })}
      className={secondary ? 'button button--secondary' : 'button'}
    >
      {children}
    </Link>
  );
}

/** Says that a message is sent in the user's name (spec section 2: support and feedback are not anonymous). */
export function NotAnonymousNote({ id, children }: { id?: string; children: ReactNode }) {
  return (
    <p id={id} className="help-note">
      {children}
    </p>
  );
}
