import { useAnnouncer } from '../../lib/announce';

/** The polite live region that reads out announce(…) messages. */
export function LiveAnnouncer() {
  const { message, id } = useAnnouncer();
  return (
    <div className="visually-hidden" aria-live="polite" aria-atomic="true">
      <span key={id}>{message}</span>
    </div>
  );
}
