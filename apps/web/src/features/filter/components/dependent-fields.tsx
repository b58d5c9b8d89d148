import { childrenOptions, needsChildren, needsSpouse, WEB_MESSAGES, type Tier } from '@benefit-store/domain';
// From the form's own files, not its index: the index also brings ChoiceForm and its messages, which the landing does not show.
import { DateField } from '../../../components/form/date-field';
import { SelectField } from '../../../components/form/fields';

/**
 * What pricing needs to know of a tier's dependents: the spouse's date of birth (Member + Spouse, Family) and the
 * number of children (1 to 9 for Member + Children, 1 to 8 for Family). Registered as dep_dob and no_of_children on
 * the enclosing <Form>; nothing for Member Only.
 */
export function DependentFields({ idPrefix, tier }: { idPrefix: string; tier: Tier | null }) {
  if (!tier) return null;
  return (
    <>
      {needsSpouse(tier) && <DateField id={`${idPrefix}-dep-dob`} label={WEB_MESSAGES.spouseDob} name="dep_dob" />}
      {needsChildren(tier) && (
        <SelectField
          id={`${idPrefix}-children`}
          name="no_of_children"
          label={WEB_MESSAGES.numberOfChildren}
          placeholder={WEB_MESSAGES.selectPlaceholder}
          options={childrenOptions(tier).map((n) => ({ value: n, label: n }))}
        />
      )}
    </>
  );
}
