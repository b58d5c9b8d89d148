import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { zodResolver } from '@hookform/resolvers/zod';
import { AgentCodeSchema, REP_ACCESS_MESSAGES, type AgentCodeForm } from '@benefit-store/domain';
import { Form, FormErrorSummary, SubmitButton, TextField } from '../../components/form';
import { validateAgent } from './api/validate-agent';
import { AccessMenu } from './components/access-menu';
import { ACCESS_NEXT_PAGE, type AccessNextState } from './rep-access-paths';
import styles from './rep-access.module.css';

/**
 * /access-page, step 1 (000 section 2, 002 sections 2.10 and 4): the representative access code (4 letters then 4
 * digits, 'Field is required'), Submit Access Code, validate-agent; the server's message under the field when the code
 * names nobody. A valid code goes to step 2 with the rep's display details. The menu sits under the card.
 */
export function AccessPage() {
  const navigate = useNavigate();
  const form = useForm<AgentCodeForm, unknown, { agent_code: string }>({ resolver: zodResolver(AgentCodeSchema), defaultValues: { agent_code: '' } });

  const onValid = async ({ agent_code }: { agent_code: string }) => {
    const rep = await validateAgent(agent_code);
    void navigate(ACCESS_NEXT_PAGE, { state: { rep } satisfies AccessNextState });
  };

  return (
    <div className={styles.page}>
      <section className={styles.card} aria-labelledby="access-title">
        <h1 id="access-title" className={styles.title}>
          {REP_ACCESS_MESSAGES.pageTitle}
        </h1>
        <p className={styles.lead}>{REP_ACCESS_MESSAGES.intro}</p>
        <Form form={form} serverFields={['agent_code']} onSubmit={onValid} onUnmappedError={() => REP_ACCESS_MESSAGES.checkFailed}>
          <TextField
            id="agent-code"
            name="agent_code"
            label={REP_ACCESS_MESSAGES.codeLabel}
            placeholder={REP_ACCESS_MESSAGES.codePlaceholder}
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck={false}
            maxLength={8}
          />
          <FormErrorSummary />
          <div className={styles.actions}>
            <SubmitButton>{REP_ACCESS_MESSAGES.submit}</SubmitButton>
          </div>
        </Form>
      </section>
      <AccessMenu />
    </div>
  );
}

export const Component = AccessPage;
