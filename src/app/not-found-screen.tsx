import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { ScreenFrame } from '@/components/screen-frame';
import { ROUTES } from '@/lib/routes';

/** Any path the route table does not know. */
export function NotFoundScreen() {
  const { t } = useTranslation('common');
  return (
    <ScreenFrame title={t('notFound.title')}>
      <div className="stack">
        <p>{t('notFound.text')}</p>
        <Link href={ROUTES.home} className="button">
          {t('notFound.back')}
        </Link>
      </div>
    </ScreenFrame>
  );
}
