import { useMutation, useQueryClient } from '@tanstack/react-query';
import { dropEmpty, needsChildren, needsSpouse, type FilterEdit } from '@benefit-store/domain';
import { changeBasicInfo } from '../../../lib/client-transitions';
import { queryKeys } from '../../../lib/query-keys';
import { noteCartChange } from '../../cart';
import { changeFilterInfo } from './change-filter-info';
import { storeTempDependentInfo } from './store-temp-dependent-info';

/**
 * The Edit popup's submit: the filter first (the server checks dependents against the stored tier), then the
 * dependent block when the new tier has dependents. Every view of plans, prices, menu and cart reloads after.
 */
export function useEditFilter(tempId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (values: FilterEdit) => {
      const { dep_dob, no_of_children, ...filter } = values;
      noteCartChange(await changeFilterInfo(tempId, dropEmpty(filter)));
      if (needsSpouse(values.tier) || needsChildren(values.tier)) {
        await storeTempDependentInfo({
          enrollment_id: tempId,
          ...(needsSpouse(values.tier) && dep_dob ? { dep_dob } : {}),
          ...(needsChildren(values.tier) && no_of_children !== undefined ? { no_of_children } : {}),
        });
      }
      changeBasicInfo(values.tier);
    },
    onSuccess: () => {
      for (const queryKey of [queryKeys.plans, queryKeys.enrollment, queryKeys.menu, queryKeys.cart, ['recommendations']]) {
        void queryClient.invalidateQueries({ queryKey });
      }
    },
  });
}
