// The pages ask core's spec §2 rule whether the lead modal may open where they are.
import { isModalSuppressed } from '@funil/core/routes';
import { useLocation } from 'react-router';

/** False on the pages where the lead modal is force-closed (/obrigado, /sala-de-espera*, ...). */
export function useLeadModalAllowed(): boolean {
  return !isModalSuppressed(useLocation().pathname);
}
