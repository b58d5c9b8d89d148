import { formatPhone, phoneHref, WEB_MESSAGES } from '@benefit-store/domain';
import type { SiteDisplay } from '../api/use-site-display';

/** Phone and e-mail as links (tel:, mailto:), each with a visible label for people and screen readers alike. */
export function SiteContact({ display, className, id }: { display: SiteDisplay; className?: string; id?: string }) {
  return (
    <ul id={id} className={className} aria-label={WEB_MESSAGES.contactName({ name: display.name })}>
      <li>
        <a href={phoneHref(display.phone)}>
          <span aria-hidden="true">☎ </span>
          {formatPhone(display.phone)}
        </a>
      </li>
      <li>
        <a href={`mailto:${display.email}`}>
          <span aria-hidden="true">✉ </span>
          {display.email}
        </a>
      </li>
    </ul>
  );
}
