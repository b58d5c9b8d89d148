import type { ReactNode } from 'react';
import type { FieldValues } from 'react-hook-form';
import { Form, FormErrorSummary, type FormProps } from '../form/form';
import styles from './card-form-page.module.css';

/**
 * A page of one centred card holding a short form (sign-in, continue enrollment): the page's h1, then what the page
 * puts in the card (its CardForm; other content with its buttons in CardFormActions). On phones the card's frame
 * goes and the buttons take the full width.
 */
export function CardFormPage({ title, children }: { title: ReactNode; children: ReactNode }) {
  return (
    <div className={styles.page}>
      <div className={styles.card}>
        <h1 className={styles.title}>{title}</h1>
        {children}
      </div>
    </div>
  );
}

/** The card's row of buttons, right-aligned (full width on phones). */
export function CardFormActions({ children }: { children: ReactNode }) {
  return <div className={styles.actions}>{children}</div>;
}

interface CardFormProps<TInput extends FieldValues, TContext, TOutput extends FieldValues> extends Omit<FormProps<TInput, TContext, TOutput>, 'className'> {
  /** Names the lead: `${id}-lead`, which describes the form. */
  id: string;
  /** The lead under the title: what to enter. */
  lead: ReactNode;
  /** The submit button(s), under the failure summary. */
  actions: ReactNode;
}

/** The card's form: its lead, the caller's fields stacked, the failure summary, then its buttons. */
export function CardForm<TInput extends FieldValues, TContext, TOutput extends FieldValues>({ id, lead, actions, children, ...form }: CardFormProps<TInput, TContext, TOutput>) {
  return (
    <>
      <p className={styles.lead} id={`${id}-lead`}>
        {lead}
      </p>
      <Form {...form} className={styles.form} aria-describedby={`${id}-lead`}>
        {children}
        <FormErrorSummary />
        <CardFormActions>{actions}</CardFormActions>
      </Form>
    </>
  );
}
