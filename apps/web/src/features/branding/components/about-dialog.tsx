import { formatPhone, phoneHref, WEB_MESSAGES, STORE_WEB_MESSAGES } from '@benefit-store/domain';
import { Button } from '../../../components/ui/button';
import { ModalActions, ModalClose, ModalContent, ModalRoot, ModalTitle } from '../../../components/ui/modal';
import { useAgentAboutInfo } from '../api/get-agent-about-page-info';
import { useGroupAboutInfo } from '../api/get-group-about-page-info';
import type { SiteDisplay } from '../api/use-site-display';
import styles from './about-dialog.module.css';

interface AboutDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  display: SiteDisplay;
  agentId: number | null;
  groupId: number | null;
  /** Where focus goes when the modal closes (the button that opened it). */
  onCloseAutoFocus: (event: Event) => void;
}

/** The About modal: the group's or the rep's About text (get-*-about-page-info), or the site's own details. */
export default function AboutDialog({ open, onOpenChange, display, agentId, groupId, onCloseAutoFocus }: AboutDialogProps) {
  const group = useGroupAboutInfo(groupId, open && display.kind === 'group');
  const agent = useAgentAboutInfo(agentId, open && display.kind === 'agent');
  const active = display.kind === 'group' ? group : display.kind === 'agent' ? agent : null;
  const heading = agent.data?.display_about_name ?? group.data?.display_name ?? display.name;
  const body = display.kind === 'group' ? group.data?.gweb_aboutus : display.kind === 'agent' ? agent.data?.agent_bio : display.tagline;
  const address = display.kind === 'group' ? group.data?.address_information : undefined;

  return (
    <ModalRoot open={open} onOpenChange={onOpenChange}>
      <ModalContent className={styles.content} aria-describedby={undefined} onCloseAutoFocus={onCloseAutoFocus}>
        <ModalTitle className={styles.title}>{STORE_WEB_MESSAGES.aboutName({ name: display.name })}</ModalTitle>
        {active?.isLoading && <p role="status">{WEB_MESSAGES.loading}</p>}
        {active?.isError && (
          <div role="alert" className={styles.error}>
            <p>{WEB_MESSAGES.loadFailed}</p>
            <Button variant="secondary" onClick={() => void active.refetch()}>
              {WEB_MESSAGES.retry}
            </Button>
          </div>
        )}
        {(!active || active.data) && (
          <>
            <p className={styles.subtitle}>{heading}</p>
            {body && <p className={styles.body}>{body}</p>}
            {address && (
              <address className={styles.address}>
                {address.address1}
                <br />
                {address.city}, {address.state} {address.zip}
              </address>
            )}
            <ul className={styles.contact}>
              <li>
                {STORE_WEB_MESSAGES.phoneLabel} <a href={phoneHref(display.phone)}>{formatPhone(display.phone)}</a>
              </li>
              <li>
                {STORE_WEB_MESSAGES.emailLabel} <a href={`mailto:${display.email}`}>{display.email}</a>
              </li>
            </ul>
          </>
        )}
        <ModalActions>
          <ModalClose asChild>
            <Button variant="secondary">{WEB_MESSAGES.close}</Button>
          </ModalClose>
        </ModalActions>
      </ModalContent>
    </ModalRoot>
  );
}
