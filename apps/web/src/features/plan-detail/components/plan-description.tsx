import { PLAN_PAGE_MESSAGES, type PlanDetail } from '@benefit-store/domain';
import styles from './plan-description.module.css';

const paragraphs = (text: string) => text.split(/\n{2,}/).map((p, i) => <p key={i}>{p}</p>);

/**
 * The plan's description (spec: plan description): the blue bar line, header and body texts, the association
 * note, and a toggle (a disclosure, native to keyboards and screen readers) for each of exclusions, example and FAQ.
 */
export function PlanDescription({ desc }: { desc: PlanDetail['plan_desc'] }) {
  const toggles: [string, string | null | undefined, string | null | undefined][] = [
    ['exclusions', desc.exclusions_text_name, desc.exclusions_text],
    ['example', desc.example_text_name, desc.example_text],
    ['faq', desc.faq_text_name, desc.faq_text],
  ];
  return (
    <section className={styles.description} aria-labelledby="plan-about">
      <h2 id="plan-about" className={styles.heading}>
        {PLAN_PAGE_MESSAGES.aboutThisPlan}
      </h2>
      {/* The catalog's texts, in English where it has no translation in the page's language: marked, so they are read so. */}
      <div lang={desc.content_lang}>
        {desc.blueBarText && <p className={styles.blueBar}>{desc.blueBarText}</p>}
        <p className={styles.header}>{desc.header_text}</p>
        {paragraphs(desc.body_text)}
        {desc.association_text && <p className={styles.association}>{desc.association_text}</p>}
        {toggles.map(([key, name, text]) =>
          name && text ? (
            <details key={key} className={styles.toggle}>
              <summary className={styles.summary}>{name}</summary>
              <div className={styles.toggleBody}>{paragraphs(text)}</div>
            </details>
          ) : null,
        )}
      </div>
    </section>
  );
}
