import { STORE_WEB_MESSAGES } from '@benefit-store/domain';

/**
 * The words of a plan's add button. It shows the spec's "Add to Cart" and is named "Add {plan} to cart", so a screen
 * reader or voice control tells a list's buttons apart. The shown words are hidden from assistive technology and the
 * name is visually hidden out of the line: a hidden box between visible words left "Add  to cart" with two spaces.
 */
export function AddPlanLabel({ planName }: { planName: string }) {
  return (
    <span>
      <span aria-hidden="true">{STORE_WEB_MESSAGES.addToCart}</span>
      <span className="visually-hidden">{STORE_WEB_MESSAGES.addPlanToCart({ planName })}</span>
    </span>
  );
}
