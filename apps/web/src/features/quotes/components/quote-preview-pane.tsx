import { useEffect, useRef } from 'react';
import { QUOTE_WEB_MESSAGES } from '@benefit-store/domain';
import { Skeleton } from '../../../components/ui/skeleton';
import { ErrorMessage } from '../../../components/ui/status-message';
import styles from './quote-dialog.module.css';

interface QuotePreviewPaneProps {
  content: string | undefined;
  loading: boolean;
  error: string | null;
  onRetry: () => void;
}

/**
 * The e-mail preview, at most 500px tall. The HTML is the server's rendering (user text escaped there) and is shown
 * in a sandboxed frame without scripts or same-origin rights, so even a mistake in the template cannot act on the page.
 */
export function QuotePreviewPane({ content, loading, error, onRetry }: QuotePreviewPaneProps) {
  const sectionRef = useRef<HTMLElement>(null);
  // The pane opens below the form's buttons: bring it into view when it appears, as the Preview click asked for it.
  useEffect(() => {
    sectionRef.current?.scrollIntoView?.({ block: 'nearest', behavior: 'smooth' });
  }, [content, loading]);
  return (
    <section ref={sectionRef} aria-labelledby="quote-preview-title" aria-busy={loading}>
      <h3 className={styles.previewTitle} id="quote-preview-title">
        {QUOTE_WEB_MESSAGES.previewTitle}
      </h3>
      {loading && <Skeleton height="12rem" />}
      {!loading && error && <ErrorMessage message={error} onRetry={onRetry} />}
      {!loading && !error && content !== undefined && (
        <iframe className={styles.preview} title={QUOTE_WEB_MESSAGES.previewTitle} sandbox="" srcDoc={content} />
      )}
    </section>
  );
}
