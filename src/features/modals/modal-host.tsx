// Renders the open modal from the app's registry (src/app/modal-registry.tsx passes it in, so this
// feature imports no other). A framed modal shows its frame at once and a spinner inside while its
// body's chunk loads; a body that fails to load shows the page-failed message in the frame.
import { Suspense, type ComponentType } from 'react';
import { ErrorBoundary } from '../../components/error-boundary';
import { ModalFrame } from '../../components/modal-frame';
import { PageLoaderOverlay, RouteLoader } from '../../components/spinner';
import { useTranslation } from '../../lib/i18n/use-translation';
import { useModalStore } from './modal-store';
import type { ModalBodyProps, ModalEntry, ModalRegistry } from './modal-types';

export function ModalHost({ registry }: { registry: ModalRegistry }) {
  const { t } = useTranslation();
  const current = useModalStore((state) => state.current);
  const close = useModalStore((state) => state.close);
  if (!current) return null;

  const entry = registry[current.name] as ModalEntry<object>;
  const props = current.props as object;
  const Body = entry.body as ComponentType<object & ModalBodyProps>;
  const failed = <p role="alert">{t('error.pageFailed')}</p>;

  if (entry.frame === 'bare') {
    return (
      <ErrorBoundary key={current.id} fallback={null}>
        <Suspense fallback={<PageLoaderOverlay label={t('common.loading')} />}>
          <Body {...props} close={close} />
        </Suspense>
      </ErrorBoundary>
    );
  }

  const title =
    typeof entry.title === 'function' ? entry.title(props) : entry.title ? t(entry.title) : '';
  const closable =
    typeof entry.closable === 'function' ? entry.closable(props) : (entry.closable ?? true);
  return (
    <ModalFrame
      key={current.id}
      title={title}
      onClose={close}
      closable={closable}
      size={entry.size}
    >
      <ErrorBoundary fallback={failed}>
        <Suspense fallback={<RouteLoader label={t('common.loading')} />}>
          <Body {...props} close={close} />
        </Suspense>
      </ErrorBoundary>
    </ModalFrame>
  );
}
