import { staffRoles } from '@opencareers/contracts/user';
import { useTranslation } from 'react-i18next';

/** The staff roles as select options, named in the visitor's language. */
export function useRoleOptions() {
  const { t } = useTranslation();
  return staffRoles.map((value) => ({ value, label: t(`team.roles.${value}`) }));
}
