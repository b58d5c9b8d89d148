import { Link } from 'react-router';
import { COPYRIGHT_YEAR, FOOTER_LINK_KEYS, LINK_LABELS, PRODUCT_NAME, STORE_DASHBOARDS, WEB_MESSAGES, FOOTER_WEB_MESSAGES } from '@benefit-store/domain';
import { useDefaultInfo } from '../../features/branding/api/get-default-info';
import { useSiteTheme } from '../../features/branding/api/get-site-theme';
import { useTicketLink } from '../../features/branding/api/get-ticket-link';
import { useSiteDisplay } from '../../features/branding/api/use-site-display';
import { SiteContact } from '../../features/branding/components/site-contact';
import { EmployeeEnrollButton } from '../../features/sites/components/employee-enroll-button';
import { themeImage } from '../../lib/theme';
import { AdminMenu } from './admin-menu';
import { NewTabLink } from './new-tab-link';
import styles from './site-footer.module.css';

const REGISTRATION_LINKS = FOOTER_LINK_KEYS.filter((k) => !['group_quote', 'app_store', 'play_store'].includes(k));

/**
 * The footer (002 section 2.12, 000 section 1): contact details, registration and dashboard links, Group Quote,
 * Employee Enroll, app downloads and the support-request link. Links to other systems open in a new tab; the
 * dashboards are this store's own pages.
 */
export function SiteFooter() {
  const info = useDefaultInfo();
  const { display } = useSiteDisplay();
  const ticket = useTicketLink();
  const theme = useSiteTheme().data ?? {};
  const links = info.data?.links ?? {};
  const footerLogo = themeImage(theme, 'footer_logo');
  const appIcons = { app_store: themeImage(theme, 'app_store_icon'), play_store: themeImage(theme, 'play_store_icon') };

  return (
    <footer className={styles.footer}>
      <div className={styles.inner}>
        <section className={styles.column} aria-labelledby="footer-contact">
          {footerLogo && <img className={styles.logo} src={footerLogo} alt="" height={36} loading="lazy" />}
          <h2 id="footer-contact" className={styles.heading}>
            {WEB_MESSAGES.contactName({ name: display?.name ?? PRODUCT_NAME })}
          </h2>
          {display && <SiteContact display={display} className={styles.contact} />}
          {ticket.data && (
            <p>
              <NewTabLink href={ticket.data.ticket_link}>{LINK_LABELS.support_request}</NewTabLink>
            </p>
          )}
        </section>

        <nav className={styles.column} aria-labelledby="footer-links">
          <h2 id="footer-links" className={styles.heading}>
            {FOOTER_WEB_MESSAGES.registrationAndDashboards}
          </h2>
          {info.isLoading && <p role="status">{WEB_MESSAGES.loading}</p>}
          {info.isError && (
            <p role="alert">
              {WEB_MESSAGES.loadFailed}{' '}
              <button type="button" className={styles.retry} onClick={() => void info.refetch()}>
                {WEB_MESSAGES.retry}
              </button>
            </p>
          )}
          <ul className={styles.links}>
            <li>
              <Link to="/">{WEB_MESSAGES.home}</Link>
            </li>
            <li>
              <Link to="/continue-enrollment">{FOOTER_WEB_MESSAGES.continueSavedEnrollment}</Link>
            </li>
            {REGISTRATION_LINKS.map((key) => {
              const own = STORE_DASHBOARDS[key];
              if (own) {
                return (
                  <li key={key}>
                    <Link to={own}>{LINK_LABELS[key]}</Link>
                  </li>
                );
              }
              const href = links[key];
              return href ? (
                <li key={key}>
                  <NewTabLink href={href}>{LINK_LABELS[key]}</NewTabLink>
                </li>
              ) : null;
            })}
          </ul>
          {info.data && !info.data.white_label && <AdminMenu links={links} />}
        </nav>

        <section className={styles.column} aria-labelledby="footer-groups">
          <h2 id="footer-groups" className={styles.heading}>
            {FOOTER_WEB_MESSAGES.employersAndEmployees}
          </h2>
          <div className={styles.buttons}>
            {links.group_quote && (
              <NewTabLink href={links.group_quote} className={styles.button}>
                {LINK_LABELS.group_quote}
              </NewTabLink>
            )}
            <EmployeeEnrollButton className={styles.button} />
          </div>
          {(links.app_store || links.play_store) && (
            <>
              <h3 className={styles.subheading}>{FOOTER_WEB_MESSAGES.getMemberApp}</h3>
              <ul className={styles.apps}>
                {(['app_store', 'play_store'] as const)
                  .filter((key) => links[key])
                  .map((key) => (
                    <li key={key}>
                      <NewTabLink href={links[key]!} className={styles.appLink}>
                        {appIcons[key] ? <img src={appIcons[key]} alt={LINK_LABELS[key]} height={40} loading="lazy" /> : LINK_LABELS[key]}
                      </NewTabLink>
                    </li>
                  ))}
              </ul>
            </>
          )}
        </section>
      </div>
      <p className={styles.copyright}>
        {FOOTER_WEB_MESSAGES.copyright({ year: COPYRIGHT_YEAR, productName: PRODUCT_NAME })}
      </p>
    </footer>
  );
}
