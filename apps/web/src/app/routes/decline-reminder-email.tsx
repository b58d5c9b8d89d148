import { useNavigate } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { QUOTE_WEB_MESSAGES, STORE_WEB_MESSAGES } from '@benefit-store/domain';
import { Button } from '../../components/ui/button';
import { useSiteTheme } from '../../features/branding/api/get-site-theme';
import { startOver } from '../../lib/client-transitions';
import { themeImage } from '../../lib/theme';
import styles from './decline-reminder-email.module.css';

const DEFAULT_THANK_YOU_IMAGE = '/assets/brand/thank-you.svg';

/**
 * /decline-reminder-email: after a declined quote, says it was declined, thanks the visitor for opting out of reminder
 * e-mails, and how to get a new quote.
 */
export function DeclineReminderEmailRoute() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const image = themeImage(useSiteTheme().data ?? {}, 'thank_you_image') ?? DEFAULT_THANK_YOU_IMAGE;

  const goHome = () => {
    // Everything this browser kept goes: the stored keys (the store first, so it cannot write itself back),
    // local and session storage, and cached answers.
    startOver();
    localStorage.clear();
    sessionStorage.clear();
    queryClient.clear();
    navigate('/', { replace: true });
  };

  return (
    <div className={styles.page}>
      <img className={styles.image} src={image} alt="" width={240} height={160} />
      <h1 className={styles.title}>{QUOTE_WEB_MESSAGES.declineThanksTitle}</h1>
      <p className={styles.text}>{QUOTE_WEB_MESSAGES.declineDoneText}</p>
      <p className={styles.text}>{QUOTE_WEB_MESSAGES.declineThanksText}</p>
      <p className={styles.text}>{QUOTE_WEB_MESSAGES.declineNewQuoteText}</p>
      <Button onClick={goHome}>{STORE_WEB_MESSAGES.goToHome}</Button>
    </div>
  );
}
