// A page's sign-up through the lead modal: whether the modal is open (and allowed on this route),
// and who joined once the lead is saved, for the page's confirmation.
import { firstName } from '@funil/core/text';
import type { CapturedLead } from '@funil/widgets/react';
import { useState } from 'react';
import { useLeadModalAllowed } from './overlay-rules.ts';

export interface JoinedLead {
  firstName: string;
  id: string | null;
}

export function useLeadSignUp() {
  const [modalOpen, setModalOpen] = useState(false);
  const [joined, setJoined] = useState<JoinedLead | null>(null);
  const modalAllowed = useLeadModalAllowed();
  return {
    joined,
    openModal: () => setModalOpen(true),
    /** Spread onto SiteLeadModal. */
    modal: {
      open: modalOpen && modalAllowed,
      onClose: () => setModalOpen(false),
      onComplete: (lead: CapturedLead) => {
        setModalOpen(false);
        setJoined({ firstName: firstName(lead.name) || lead.name, id: lead.id });
      },
    },
  };
}
